import { ProfilePage } from '@/features/profile/routes/profile-page';

/** `/web/profile`: the signed-in person's own profile. */
export default function ProfileRoute() {
  return <ProfilePage />;
}
