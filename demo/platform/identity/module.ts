import type { PlatformModule } from '../platform.ts';
import { authenticationRoutes } from './authentication-routes.ts';
import { pushControlRoutes } from './push-control.ts';
import { rawRoutes } from './raw-routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { verificationRoutes } from './verification-routes.ts';

/** The identity services under `/_api/iam/…` (§4.6, §12), and the member's phone for push approvals. */
export const identityModule: PlatformModule = (platform) => [
  ...authenticationRoutes(platform),
  ...rawRoutes(platform),
  ...verificationRoutes(platform),
  ...recoveryRoutes(platform),
  ...pushControlRoutes(platform),
];
