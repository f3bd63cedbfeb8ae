import { inArray } from "drizzle-orm";
import type { TDb, TDbOrTx } from "@/db/client";
import { settings } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record";
import type { TActor } from "@/lib/auth/current-user";
import { assertCan } from "@/lib/auth/permissions";
import { env } from "@/lib/env";
import { TRIAL_DAYS } from "@/lib/signup/rules";
import { LIVE_TRAINING_SETTING } from "@/lib/training/queries";
import { EMAIL_SENDER_SETTING, TRIAL_DAYS_MAX, TRIAL_DAYS_MIN, TRIAL_DAYS_SETTING, ZAdminSettings, type TAdminSettings, type TAdminSettingsInput } from "./settings-schemas";

export { EMAIL_SENDER_SETTING, TRIAL_DAYS_SETTING, ZAdminSettings, type TAdminSettings, type TAdminSettingsInput };

// The administrator's settings at /app/settings, beside maintenance mode
// (lib/system/set-maintenance.ts): the live training's join link (read by lib/training), the sender
// of the app's emails (read by lib/email/send.ts) and the default trial length (read by sign-up).
// Each is one row of `settings`; every change is written with its audit entry in one transaction.

const KEYS = [LIVE_TRAINING_SETTING, EMAIL_SENDER_SETTING, TRIAL_DAYS_SETTING] as const;

function fromRows(rows: { key: string; value: unknown }[]): TAdminSettings {
  const of = (key: string) => (rows.find((r) => r.key === key)?.value ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const days = of(TRIAL_DAYS_SETTING).days;
  return {
    joinUrl: str(of(LIVE_TRAINING_SETTING).joinUrl),
    senderName: str(of(EMAIL_SENDER_SETTING).name),
    senderEmail: str(of(EMAIL_SENDER_SETTING).email),
    trialDays: typeof days === "number" && Number.isInteger(days) && days >= TRIAL_DAYS_MIN && days <= TRIAL_DAYS_MAX ? days : TRIAL_DAYS,
  };
}

/** The settings as stored (defaults where none is set). */
export async function getAdminSettings(db: TDbOrTx): Promise<TAdminSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...KEYS]));
  return fromRows(rows);
}

/** The default trial length in days: the setting, else 30. */
export async function getTrialDays(db: TDbOrTx): Promise<number> {
  return (await getAdminSettings(db)).trialDays;
}

/** The From of the app's emails: "Name <address>" from the setting, else the server's EMAIL_FROM. */
export async function emailSender(db: TDbOrTx): Promise<string> {
  const s = await getAdminSettings(db).catch(() => null);
  if (!s || !s.senderEmail) return env().EMAIL_FROM;
  return s.senderName ? `${s.senderName} <${s.senderEmail}>` : s.senderEmail;
}

/** Saves the settings (administrators only); each changed one is audited with its before and after. */
export async function saveAdminSettings(db: TDb, actor: TActor, input: TAdminSettingsInput, now: Date): Promise<TAdminSettings> {
  assertCan(actor.user, "system.maintenance");
  const value = ZAdminSettings.parse(input);
  return db.transaction(async (tx) => {
    const before = fromRows(
      await tx
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .where(inArray(settings.key, [...KEYS])),
    );
    const rows: { key: string; value: Record<string, unknown>; changed: boolean; was: Record<string, unknown> }[] = [
      { key: LIVE_TRAINING_SETTING, value: { joinUrl: value.joinUrl }, was: { joinUrl: before.joinUrl }, changed: before.joinUrl !== value.joinUrl },
      {
        key: EMAIL_SENDER_SETTING,
        value: { name: value.senderName, email: value.senderEmail },
        was: { name: before.senderName, email: before.senderEmail },
        changed: before.senderName !== value.senderName || before.senderEmail !== value.senderEmail,
      },
      { key: TRIAL_DAYS_SETTING, value: { days: value.trialDays }, was: { days: before.trialDays }, changed: before.trialDays !== value.trialDays },
    ];
    for (const r of rows.filter((x) => x.changed)) {
      await tx
        .insert(settings)
        .values({ key: r.key, value: r.value, updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value: r.value, updatedAt: now } });
      await recordAudit(tx, { actorId: actor.user.id, action: "settings.update", entity: "setting", entityId: r.key, before: r.was, after: r.value, now });
    }
    return value;
  });
}
