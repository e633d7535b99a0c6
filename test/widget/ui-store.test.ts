// The UI store changes only through its named commands (issue 31): a module handed the store, or the few
// commands it picks, cannot send it an arbitrary action.
import { expect, it } from 'vitest';
import { createUiStore } from '../../widget/ui-store.ts';

it('offers commands and no dispatch, and its commands keep the reducer’s rules', () => {
  const ui = createUiStore({ signInPossible: false });
  expect(ui).not.toHaveProperty('dispatch');
  ui.openDrawer();
  ui.openSignIn(); // no sign-in off a secure page, whoever asks
  expect(ui.getState()).toMatchObject({ drawerOpen: true, signInOpen: false });
});
