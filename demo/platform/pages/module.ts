import type { PlatformModule } from '../platform.ts';
import { accountRoutes } from './account.ts';
import { assetRoutes } from './assets.ts';
import { authorizeRoutes } from './authorize.ts';
import { recoveryPageRoutes } from './recovery.ts';
import { sessionPageRoutes } from './session-pages.ts';
import { signInRoutes } from './sign-in.ts';
import { stepRoutes } from './steps.ts';

/** The hosted pages under `/_hosted/…`: what a person sees behind a redirect session's fullUrl. */
export const hostedPagesModule: PlatformModule = (platform) => [
  ...assetRoutes,
  ...authorizeRoutes(platform),
  ...signInRoutes(platform),
  ...stepRoutes(platform),
  ...recoveryPageRoutes(platform),
  ...sessionPageRoutes(platform),
  ...accountRoutes(platform),
];
