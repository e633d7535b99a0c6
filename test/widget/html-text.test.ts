// A V1 description is read without any HTML parser of the DOM (Trusted Types refuse them, issue 30 #9):
// text and tag names only, scripts and styles dropped with their content, references decoded.
import { describe, expect, it } from 'vitest';
import { decodeEntities, readHtml } from '../../widget/ui/options/html-text.ts';

describe('readHtml', () => {
  it('keeps text and element names, never attributes', () => {
    expect(readHtml('<p class="x" onclick="evil()">Soft <strong>cotton</strong><br>tee</p>')).toEqual([
      {
        tag: 'p',
        children: ['Soft ', { tag: 'strong', children: ['cotton'] }, { tag: 'br', children: [] }, 'tee'],
      },
    ]);
  });

  it('drops scripts, styles and comments with what they hold', () => {
    expect(
      readHtml(
        'a<script>window.__pwned=1</script>b<STYLE>p{}</STYLE>c<!-- <b>x</b> -->d<img src=x onerror="1">e',
      ),
    ).toEqual(['abcd', { tag: 'img', children: [] }, 'e']);
  });

  it('closes what is left open, ignores stray closings, and keeps a lone < as text', () => {
    expect(readHtml('<ul><li>one<li>two</ul></b>3 < 4 <i>end')).toEqual([
      { tag: 'ul', children: [{ tag: 'li', children: ['one', { tag: 'li', children: ['two'] }] }] },
      '3 < 4 ',
      { tag: 'i', children: ['end'] },
    ]);
  });

  it('decodes numeric and common named references, and leaves unknown ones', () => {
    expect(decodeEntities('Tom &amp; Jerry &lt;3 &#8364; &#x1F6D2; &hellip; &bogus; &#0;')).toBe(
      'Tom & Jerry <3 € 🛒 … &bogus; \ufffd',
    );
    expect(readHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toEqual(['<script>alert(1)</script>']);
  });
});
