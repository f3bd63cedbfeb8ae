import { getTranslations } from "next-intl/server";
import { Forbidden, guardArea } from "@/components/shell/forbidden";
import { NewUserForm } from "@/components/admin-users/new-user-form";
import { requireActor } from "@/lib/auth/current-user";
import { emailLinksConfigured } from "@/lib/admin-users/link-base";
import { rolesList } from "@/lib/admin-users/roles";
import { can } from "@/lib/auth/permissions";
import { safeTimeZone, todayIn } from "@/lib/users/rules";
import { titleMetadata } from "@/components/ui/page/metadata";

export const generateMetadata = titleMetadata("adminUsers.new");

/** /app/users/new: an administrator creates a user (inactive, activation email sent). */
export default async function NewUserPage() {
  const denied = await guardArea("users");
  if (denied) return denied;
  const { user } = await requireActor();
  if (!can(user, "user.admin.write")) return <Forbidden />;
  const t = await getTranslations("adminUsers.new");
  const { roles, default_role_id } = await rolesList(user);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <NewUserForm
        roles={roles.map((r) => ({ id: r.role_id, name: r.name }))}
        defaultRoleId={default_role_id}
        today={todayIn(safeTimeZone(user.timezone), new Date())}
        linksConfigured={emailLinksConfigured()}
      />
    </section>
  );
}
