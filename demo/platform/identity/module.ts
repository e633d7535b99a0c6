import type { PlatformModule } from '../platform.ts';
import { authenticationRoutes } from './authentication-routes.ts';
import { rawRoutes } from './raw-routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { verificationRoutes } from './verification-routes.ts';

/** The identity services under `/_api/iam/…` (§4.6, §12). */
export const identityModule: PlatformModule = (platform) => [
  ...authenticationRoutes(platform),
  ...rawRoutes(platform),
  ...verificationRoutes(platform),
  ...recoveryRoutes(platform),
];
