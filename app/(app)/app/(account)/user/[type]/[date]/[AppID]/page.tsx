import { mayOpenPath } from "@/lib/auth/areas";
import { requireActor } from "@/lib/auth/current-user";
import { ProfilePage, profileMetadata, type TProfileParams } from "@/components/profile/profile-page";
import { Forbidden } from "@/components/shell/forbidden";

type TProps = { params: Promise<TProfileParams> };

export async function generateMetadata({ params }: TProps) {
  return profileMetadata(params);
}

/** /app/user/{type}: the account area (all roles); /app/user/scalendars: the calendar-sync area. */
export default async function Page({ params }: TProps) {
  const { user } = await requireActor();
  const p = await params;
  if (!mayOpenPath(user.roleId, `/app/user/${encodeURIComponent(p.type)}`)) return <Forbidden />;
  return <ProfilePage params={p} />;
}
