// The classic script a host page includes. `document.currentScript` is only set while a classic script
// runs its top level, so it is read here, synchronously, before anything else.
import { boot } from './boot.ts';

boot({
  script: document.currentScript as HTMLScriptElement | null,
  window,
  importWidget: (url) => import(/* @vite-ignore */ url),
});
