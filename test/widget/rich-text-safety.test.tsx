// The safety rules of a description replayed inside the host's page: no markup from the document is ever
// parsed, links only to http(s)/mailto, media only from the platform's host, unknown or malformed nodes
// never break the popover.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { within } from '@testing-library/dom';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RichContent, RichNode, RichNodeType } from '../../src/types/rich-content.ts';
import { RichText, type RichTextProps } from '../../widget/ui/rich-text/index.ts';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function show(nodes: RichNode[], props: Partial<RichTextProps> = {}) {
  const container = document.body.appendChild(document.createElement('div'));
  render(<RichText content={{ nodes }} {...props} />, { container });
  return { container, view: within(container) };
}

const run = (text: string, url?: string): RichNode => ({
  type: 'TEXT',
  id: '',
  textData: { text, decorations: url === undefined ? [] : [{ type: 'LINK', linkData: { link: { url } } }] },
});
const line = (...runs: RichNode[]): RichNode => ({ type: 'PARAGRAPH', id: 'p', nodes: runs });
const image = (src: { id?: string; url?: string }, altText = 'Mug'): RichNode => ({
  type: 'IMAGE',
  id: `img-${altText}`,
  imageData: { image: { src }, altText },
});

describe('links', () => {
  it.each([
    ['javascript:alert(document.cookie)'],
    ['JaVaScRiPt:alert(1)'],
    ['\tjava\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['/account/orders'],
    ['//evil.example/'],
    [''],
  ])('a link to %j renders as plain text', (url) => {
    const { view } = show([line(run('Click here', url))]);
    expect(view.queryByRole('link')).toBeNull();
    expect(view.getByText('Click here').tagName).toBe('P');
  });

  it('an image linked to a javascript: address is shown, but not as a link', () => {
    const { view } = show([
      {
        type: 'IMAGE',
        id: 'i',
        imageData: { image: { src: { id: 'a.jpg' } }, altText: 'Mug', link: { url: 'javascript:alert(1)' } },
      },
    ]);
    expect(view.getByRole('img', { name: 'Mug' }).closest('a')).toBeNull();
  });
});

describe('markup in the document stays text', () => {
  it('a <script> string in text is text, and no script element appears', () => {
    const { container, view } = show([line(run('<script>alert(1)</script>'))]);
    expect(view.getByText('<script>alert(1)</script>').tagName).toBe('P');
    expect(container.querySelector('script')).toBeNull();
  });

  it('an onclick-like attribute in text or in node data never becomes an attribute', () => {
    const hostile = {
      type: 'PARAGRAPH',
      id: 'x" onclick="alert(1)',
      onclick: 'alert(1)',
      paragraphData: { onclick: 'alert(1)', textStyle: { textAlignment: 'LEFT" onmouseover="alert(1)' } },
      nodes: [run('<img src=x onerror=alert(1)> " onclick="alert(2)')],
    } as unknown as RichNode;
    const { container, view } = show([hostile]);
    expect(view.getByText('<img src=x onerror=alert(1)> " onclick="alert(2)')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    const attributes = [...container.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((a) => a.name),
    );
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
  });

  it('HTML and EMBED nodes render nothing, next to content that does', () => {
    const { container, view } = show([
      line(run('Before')),
      { type: 'HTML', id: 'h', htmlData: { html: '<img src=x onerror=alert(1)>', source: 'HTML' } },
      {
        type: 'EMBED',
        id: 'e',
        embedData: { oembed: { html: '<script src="https://evil.example/x.js"></script>' } },
      },
      line(run('After')),
    ]);
    expect(container.querySelectorAll('.rich-text > *')).toHaveLength(2);
    expect(view.getByText('Before')).toBeTruthy();
    expect(view.getByText('After')).toBeTruthy();
    expect(container.querySelector('img, script, iframe')).toBeNull();
  });
});

describe('media only from the platform', () => {
  it('a media id loads from the media base; an absolute address on its origin is allowed', () => {
    const { view } = show([
      image({ id: 'a_mv2.jpg' }, 'By id'),
      image({ url: 'https://static.wixstatic.com/media/b.jpg' }, 'By url'),
    ]);
    expect(view.getByRole('img', { name: 'By id' }).getAttribute('src')).toBe(
      'https://static.wixstatic.com/media/a_mv2.jpg',
    );
    expect(view.getByRole('img', { name: 'By url' }).getAttribute('src')).toBe(
      'https://static.wixstatic.com/media/b.jpg',
    );
  });

  it.each([
    [{ url: 'https://evil.example/tracker.gif' }],
    [{ url: 'http://static.wixstatic.com/media/b.jpg' }],
    [{ url: 'https://static.wixstatic.com.evil.example/b.jpg' }],
    [{ id: 'https://evil.example/x.jpg' }],
    [{ id: '//evil.example/x.jpg' }],
    [{ id: 'javascript:alert(1)' }],
    [{ url: 'data:image/svg+xml,<svg onload="alert(1)"/>' }],
  ])('an image from %j is not rendered', (src) => {
    const { container } = show([image(src)]);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('figure')).toBeNull();
  });

  it('a custom media base moves both the ids and the allowed origin', () => {
    const { view } = show(
      [
        image({ id: 'a.jpg' }, 'Own host'),
        image({ url: 'https://static.wixstatic.com/media/b.jpg' }, 'Wix host'),
      ],
      { mediaBase: 'https://media.example.com/store' },
    );
    expect(view.getByRole('img', { name: 'Own host' }).getAttribute('src')).toBe(
      'https://media.example.com/store/a.jpg',
    );
    expect(view.queryByRole('img', { name: 'Wix host' })).toBeNull();
  });

  it('video, audio and files from another origin are not loaded', () => {
    const { container } = show([
      { type: 'VIDEO', id: 'v', videoData: { video: { src: { url: 'javascript:alert(1)' } } } },
      {
        type: 'AUDIO',
        id: 'a',
        audioData: { audio: { src: { url: 'https://evil.example/a.mp3' } }, name: 'Track' },
      },
      { type: 'FILE', id: 'f', fileData: { src: { url: 'https://evil.example/x.exe' }, name: 'Invoice' } },
    ]);
    expect(container.querySelector('video, audio, a')).toBeNull();
    expect(within(container).getByText('Invoice').closest('a')).toBeNull();
  });
});

describe('unknown and malformed input never breaks the description', () => {
  it('a node type we do not know shows its children’s text', () => {
    const { view } = show([
      { type: 'SHAPE' as RichNodeType, id: 's', nodes: [line(run('Inside a shape'))] },
      { type: 'FUTURE_THING' as RichNodeType, id: 'f', nodes: [run('From the future')] },
      { type: 'CARD' as RichNodeType, id: 'c' },
    ]);
    expect(view.getByText('Inside a shape').tagName).toBe('P');
    expect(view.getByText('From the future').tagName).toBe('P');
  });

  it('types named like object properties are unknown types, not functions', () => {
    const { view } = show([
      { type: 'constructor' as RichNodeType, id: 'a', nodes: [run('one')] },
      { type: '__proto__' as RichNodeType, id: 'b', nodes: [run('two')] },
      { type: 'toString' as RichNodeType, id: 'c', nodes: [run('three')] },
    ]);
    expect(view.getAllByText(/one|two|three/).map((p) => p.textContent)).toEqual(['one', 'two', 'three']);
  });

  it('wrong shapes from the wire (non-arrays, nulls, numbers for text) are skipped', () => {
    const content = {
      nodes: [
        null,
        7,
        'text',
        { type: 'PARAGRAPH', nodes: 'not an array' },
        { type: 'PARAGRAPH', nodes: [null, { type: 'TEXT', textData: { text: 5, decorations: 'bold' } }] },
        { type: 'PARAGRAPH', nodes: [{ type: 'TEXT', textData: { text: 'kept', decorations: [null, 3] } }] },
        { type: 'IMAGE', imageData: { image: 'abc.jpg' } },
        { type: 'TABLE', nodes: [{ type: 'TABLE_ROW', nodes: [null] }] },
        { type: 'GALLERY', galleryData: { items: [null, 'x', { image: null }] } },
        { type: 'POLL', pollData: { poll: { options: 'yes,no' } } },
        {
          type: 'HEADING',
          headingData: { level: 'one' },
          nodes: [{ type: 'TEXT', textData: { text: 'Heading' } }],
        },
      ],
    } as unknown as RichContent;
    const container = document.body.appendChild(document.createElement('div'));
    render(<RichText content={content} />, { container });
    expect(within(container).getByText('kept')).toBeTruthy();
    expect(within(container).getByRole('heading', { name: 'Heading', level: 3 })).toBeTruthy();
  });

  it('a document nested thousands of levels deep renders its shallow part', () => {
    let deep: RichNode = line(run('too deep'));
    for (let i = 0; i < 5000; i++) deep = { type: 'BLOCKQUOTE', id: `q${i}`, nodes: [deep] };
    const { view } = show([line(run('shallow')), deep]);
    expect(view.getByText('shallow')).toBeTruthy();
    expect(view.queryByText('too deep')).toBeNull();
  });

  it('no content, or content without nodes, renders nothing', () => {
    const container = document.body.appendChild(document.createElement('div'));
    render(
      <>
        <RichText content={undefined} />
        <RichText content={null} />
        <RichText content={{}} />
        <RichText content={{ nodes: [] }} />
      </>,
      { container },
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('configuration mistakes are named', () => {
  it('a media base that is not an http(s) URL', () => {
    expect(() => show([], { mediaBase: 'javascript:alert(1)//' })).toThrow(
      '[dropcart] mediaBase must be an absolute http(s) URL, got "javascript:alert(1)//"',
    );
    expect(() => show([], { mediaBase: 'media/' })).toThrow(
      '[dropcart] mediaBase must be an absolute http(s) URL',
    );
  });

  it('a heading level outside 1 to 6', () => {
    expect(() => show([], { headingLevel: 7 })).toThrow(
      '[dropcart] headingLevel must be an integer from 1 to 6, got 7',
    );
  });
});

describe('styles', () => {
  it('the sheet sizes nothing in rem (the host page’s root font size must not reach the widget)', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../../widget/ui/rich-text/rich-text.css'), 'utf8');
    expect(css).toContain('.rich-text');
    expect(css.replace(/\/\*[\s\S]*?\*\//g, '')).not.toMatch(/\d\s*rem\b/);
  });
});
