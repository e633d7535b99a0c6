// mount()'s options beyond the script tag's: the cart and catalog generations, checked where given, and where a
// rich-text description's media ids resolve (the platform's media host, or the emulator's own origin).
import { describe, expect, it } from 'vitest';
import { mediaBaseFor, resolveOptions } from '../../widget/options.ts';

describe('mount options', () => {
  it('speaks Current Cart V2 unless told v1, and refuses anything else clearly', () => {
    expect(resolveOptions({ clientId: 'demo' }, 'en', window).cartApi).toBe('v2');
    expect(resolveOptions({ clientId: 'demo', cartApi: 'v1' }, 'en', window).cartApi).toBe('v1');
    expect(() =>
      resolveOptions({ clientId: 'demo', cartApi: 'v3' as unknown as 'v1' }, 'en', window),
    ).toThrow(`cartApi must be 'v1' or 'v2', not "v3"`);
  });

  it('hands the catalog the store names to the client by the platform’s name, and leaves it out otherwise', () => {
    expect(resolveOptions({ clientId: 'demo', catalog: 'v1' }, 'en', window).catalogVersion).toBe(
      'V1_CATALOG',
    );
    expect(resolveOptions({ clientId: 'demo', catalog: 'v3' }, 'en', window).catalogVersion).toBe(
      'V3_CATALOG',
    );
    expect(resolveOptions({ clientId: 'demo' }, 'en', window)).not.toHaveProperty('catalogVersion');
    // data-catalog="" (a template with nothing to put there): detected, not a broken cart.
    const empty = '' as 'v3';
    expect(resolveOptions({ clientId: 'demo', catalog: empty }, 'en', window)).not.toHaveProperty(
      'catalogVersion',
    );
  });

  it('takes list options as lists or as their attributes are written (the loader hands them over unsplit)', () => {
    const written = resolveOptions(
      { clientId: 'demo', allowedOrigins: ' https://a.example  https://b.example,https://c.example ' },
      'en',
      window,
    );
    expect(written.allowedOrigins).toEqual(['https://a.example', 'https://b.example', 'https://c.example']);
    expect(
      resolveOptions({ clientId: 'demo', allowedOrigins: ['https://a.example'] }, 'en', window)
        .allowedOrigins,
    ).toEqual(['https://a.example']);
    expect(resolveOptions({ clientId: 'demo' }, 'en', window).allowedOrigins).toEqual([]);
  });

  it('sends analytics only where asked, to dataLayer or gtag, and refuses any other target clearly', () => {
    expect(resolveOptions({ clientId: 'demo' }, 'en', window)).not.toHaveProperty('analytics');
    expect(resolveOptions({ clientId: 'demo', analytics: 'gtag' }, 'en', window).analytics).toBe('gtag');
    expect(resolveOptions({ clientId: 'demo', analytics: 'dataLayer' }, 'en', window).analytics).toBe(
      'dataLayer',
    );
    const empty = '' as 'gtag';
    expect(resolveOptions({ clientId: 'demo', analytics: empty }, 'en', window)).not.toHaveProperty(
      'analytics',
    );
    expect(() =>
      resolveOptions({ clientId: 'demo', analytics: 'datalayer' as 'gtag' }, 'en', window),
    ).toThrow(`analytics must be 'dataLayer' or 'gtag', not "datalayer"`);
  });

  it('resolves media on the platform’s media host, or under the emulator’s own origin', () => {
    expect(mediaBaseFor('https://www.wixapis.com')).toBe('https://static.wixstatic.com/media/');
    expect(mediaBaseFor('https://edge.wixapis.com')).toBe('https://static.wixstatic.com/media/');
    expect(mediaBaseFor('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010/_media/');
    expect(mediaBaseFor('https://wixapis.com.example')).toBe('https://wixapis.com.example/_media/');
  });
});
