// Linted as if it were web/features/catalogue/imports-feature.ts: the import names a real file of another feature.
import { ProfilePage } from '../profile/profile-page.tsx';

export const reused = ProfilePage;
