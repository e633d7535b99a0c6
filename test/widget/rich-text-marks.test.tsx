// Text decorations (spec §9: bold, italic, underline, spoiler, anchor, mention, link, color, font size) and
// the link targets (self, blank, parent, top), as a shopper sees and uses them.
import { within } from '@testing-library/dom';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Decoration, LinkTarget, RichNode } from '../../src/types/rich-content.ts';
import { RichText } from '../../widget/ui/rich-text/index.ts';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function show(nodes: RichNode[]) {
  const container = document.body.appendChild(document.createElement('div'));
  render(<RichText content={{ nodes }} />, { container });
  return { container, view: within(container) };
}

const run = (text: string, ...decorations: Decoration[]): RichNode => ({
  type: 'TEXT',
  id: '',
  textData: { text, decorations },
});
const line = (...runs: RichNode[]): RichNode => ({ type: 'PARAGRAPH', id: 'p', nodes: runs });

/** The tag names from the text's element up to its paragraph. */
function wrappers(element: HTMLElement): string[] {
  const tags: string[] = [];
  for (let at: HTMLElement | null = element; at && at.tagName !== 'P'; at = at.parentElement)
    tags.push(at.tagName);
  return tags;
}

describe('emphasis', () => {
  it('BOLD, ITALIC, UNDERLINE (and strikethrough, super-, subscript) as semantic elements', () => {
    const { view } = show([
      line(
        run(
          'all',
          { type: 'BOLD', fontWeightValue: 700 },
          { type: 'ITALIC', italicData: true },
          { type: 'UNDERLINE' },
        ),
        run(' old', { type: 'STRIKETHROUGH', strikethroughData: true }),
        run(' 2', { type: 'SUPERSCRIPT' }),
        run(' 3', { type: 'SUBSCRIPT' }),
      ),
    ]);
    expect(wrappers(view.getByText('all'))).toEqual(['U', 'EM', 'STRONG']);
    expect(view.getByText('old', { exact: false }).tagName).toBe('S');
    expect(view.getByText('2', { exact: false }).tagName).toBe('SUP');
    expect(view.getByText('3', { exact: false }).tagName).toBe('SUB');
  });

  it('a decoration switched off (bold at weight 400, italic false) leaves the text plain', () => {
    const { view } = show([
      line(run('plain', { type: 'BOLD', fontWeightValue: 400 }, { type: 'ITALIC', italicData: false })),
    ]);
    expect(view.getByText('plain').tagName).toBe('P');
  });

  it('MENTION: the mentioned name, marked as a mention', () => {
    const { view } = show([
      line(run('Thanks '), run('@Ana', { type: 'MENTION', mentionData: { name: 'Ana', slug: 'ana' } })),
    ]);
    expect(view.getByText('@Ana').className).toBe('rt-mention');
  });
});

describe('colour and font size', () => {
  it('COLOR: hex and rgb colours apply to text and its background', () => {
    const { view } = show([
      line(
        run('red', { type: 'COLOR', colorData: { foreground: '#d00', background: 'rgb(255, 240, 240)' } }),
        run('teal', { type: 'COLOR', colorData: { foreground: '#00808080' } }),
      ),
    ]);
    const red = view.getByText('red');
    expect(red.style.color).toBe('#d00');
    expect(red.style.backgroundColor).toBe('rgb(255, 240, 240)');
    expect(view.getByText('teal').style.color).toBe('#00808080');
  });

  it('COLOR: anything but a hex or rgb colour is dropped (no CSS smuggled in)', () => {
    const { view } = show([
      line(
        run('a', {
          type: 'COLOR',
          colorData: { foreground: 'red; background: url(https://evil.example/x)' },
        }),
        run('b', {
          type: 'COLOR',
          colorData: { foreground: 'expression(alert(1))', background: 'var(--x)' },
        }),
        run('c', { type: 'COLOR', colorData: { foreground: 'color1' } }),
      ),
    ]);
    const paragraph = view.getByText('abc');
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('FONT_SIZE: px and em sizes apply, clamped to what fits the widget; other units are dropped', () => {
    const { view } = show([
      line(
        run('px', { type: 'FONT_SIZE', fontSizeData: { unit: 'PX', value: 20 } }),
        run('huge', { type: 'FONT_SIZE', fontSizeData: { unit: 'PX', value: 400 } }),
        run('em', { type: 'FONT_SIZE', fontSizeData: { unit: 'EM', value: 1.5 } }),
        run('tiny', { type: 'FONT_SIZE', fontSizeData: { unit: 'EM', value: 0.01 } }),
      ),
      line(
        run('vw', { type: 'FONT_SIZE', fontSizeData: { unit: 'VW' as 'PX', value: 50 } }),
        run('nan', { type: 'FONT_SIZE', fontSizeData: { unit: 'PX', value: Number.NaN } }),
      ),
    ]);
    expect(view.getByText('px').style.fontSize).toBe('20px');
    expect(view.getByText('huge').style.fontSize).toBe('48px');
    expect(view.getByText('em').style.fontSize).toBe('1.5em');
    expect(view.getByText('tiny').style.fontSize).toBe('0.5em');
    const unsized = view.getByText('vwnan');
    expect(unsized.tagName).toBe('P');
    expect(unsized.querySelectorAll('[style]')).toHaveLength(0);
  });
});

describe('links', () => {
  const linkRun = (text: string, url: string, target?: LinkTarget) =>
    run(text, { type: 'LINK', linkData: { link: target ? { url, target } : { url } } });

  it('LINK: an http(s) or mailto link, opened with noopener noreferrer', () => {
    const { view } = show([
      line(linkRun('care', 'https://shop.example/care'), linkRun(' write us', 'mailto:hello@shop.example')),
    ]);
    const care = view.getByRole('link', { name: 'care' });
    expect(care.getAttribute('href')).toBe('https://shop.example/care');
    expect(care.getAttribute('rel')).toBe('noopener noreferrer');
    expect(care.hasAttribute('target')).toBe(false);
    expect(view.getByRole('link', { name: 'write us' }).getAttribute('href')).toBe(
      'mailto:hello@shop.example',
    );
  });

  it('link targets: SELF, BLANK, PARENT and TOP map to their target; an unknown one is left out', () => {
    const { view } = show([
      line(
        linkRun('self', 'https://a.example/', 'SELF'),
        linkRun('blank', 'https://a.example/', 'BLANK'),
        linkRun('parent', 'https://a.example/', 'PARENT'),
        linkRun('top', 'https://a.example/', 'TOP'),
        linkRun('odd', 'https://a.example/', 'NEW_WINDOW' as LinkTarget),
      ),
    ]);
    const target = (name: string) => view.getByRole('link', { name }).getAttribute('target');
    expect([target('self'), target('blank'), target('parent'), target('top'), target('odd')]).toEqual([
      '_self',
      '_blank',
      '_parent',
      '_top',
      null,
    ]);
  });

  it('the merchant’s SEO hints join noopener noreferrer', () => {
    const { view } = show([
      line(
        run('ad', {
          type: 'LINK',
          linkData: { link: { url: 'https://partner.example/', rel: { sponsored: true, nofollow: true } } },
        }),
      ),
    ]);
    expect(view.getByRole('link', { name: 'ad' }).getAttribute('rel')).toBe(
      'noopener noreferrer nofollow sponsored',
    );
  });

  it('ANCHOR: an in-page link to a node of the description moves the shopper there, not the host page', async () => {
    const { view } = show([
      line(run('See care notes', { type: 'ANCHOR', anchorData: { anchor: 'care' } })),
      {
        type: 'COLLAPSIBLE_LIST',
        id: 'faq',
        collapsibleListData: { initialExpandedItems: 'NONE' },
        nodes: [
          {
            type: 'COLLAPSIBLE_ITEM',
            id: 'item',
            nodes: [
              { type: 'COLLAPSIBLE_ITEM_TITLE', id: 't', nodes: [line(run('More'))] },
              {
                type: 'COLLAPSIBLE_ITEM_BODY',
                id: 'b',
                nodes: [
                  { type: 'HEADING', id: 'care', headingData: { level: 2 }, nodes: [run('Care notes')] },
                ],
              },
            ],
          },
        ],
      },
    ]);
    const link = view.getByRole('link', { name: 'See care notes' });
    const heading = view.getByText('Care notes');
    expect(link.getAttribute('href')).toBe(`#${heading.id}`);
    const before = window.location.href;
    await userEvent.click(link);
    expect(window.location.href).toBe(before);
    expect(document.activeElement).toBe(heading);
    expect(heading.closest('details')?.open).toBe(true);
  });

  it('ANCHOR and link anchors to a node not in the description stay plain text', () => {
    const { view } = show([
      line(
        run('nowhere', { type: 'ANCHOR', anchorData: { anchor: 'missing' } }),
        run(' also nowhere', { type: 'LINK', linkData: { link: { anchor: 'gone' } } }),
      ),
    ]);
    expect(view.queryByRole('link')).toBeNull();
    expect(view.getByText('nowhere also nowhere').tagName).toBe('P');
  });

  it('two descriptions on one page give their anchor targets different ids', () => {
    const doc: RichNode[] = [
      line(run('jump', { type: 'ANCHOR', anchorData: { anchor: 'n2' } })),
      { type: 'PARAGRAPH', id: 'n2', nodes: [run('target')] },
    ];
    const first = show(doc).view.getByText('target');
    const second = show(doc).view.getByText('target');
    expect(first.id).not.toBe('');
    expect(first.id).not.toBe(second.id);
  });
});

describe('spoiler', () => {
  it('SPOILER: covered until activated with the keyboard; its text is not in the page before', async () => {
    const { view, container } = show([
      line(run('The glaze is '), run('midnight blue', { type: 'SPOILER', spoilerData: { id: 's1' } })),
    ]);
    expect(container.textContent).not.toContain('midnight');
    const cover = view.getByRole('button', { name: 'Reveal hidden text' });
    cover.focus();
    await userEvent.keyboard('{Enter}');
    expect(view.queryByRole('button')).toBeNull();
    expect(view.getByText('midnight blue')).toBeTruthy();
    expect(document.activeElement).toBe(view.getByText('midnight blue'));
  });

  it('SPOILER: Space reveals too; runs of one spoiler reveal together, others stay covered', async () => {
    const { view, container } = show([
      line(
        run('secret ', { type: 'SPOILER', spoilerData: { id: 's1' } }),
        run('bold secret', { type: 'SPOILER', spoilerData: { id: 's1' } }, { type: 'BOLD' }),
        run(' other', { type: 'SPOILER', spoilerData: { id: 's2' } }),
      ),
    ]);
    const [first] = view.getAllByRole('button', { name: 'Reveal hidden text' });
    first?.focus();
    await userEvent.keyboard(' ');
    expect(view.getByText('bold secret').tagName).toBe('STRONG');
    expect(container.textContent).toContain('secret bold secret');
    expect(container.textContent).not.toContain('other');
    expect(view.getAllByRole('button', { name: 'Reveal hidden text' })).toHaveLength(1);
  });

  it('SPOILER: a link inside it is a link only once revealed (a button holds no link)', async () => {
    const { view } = show([
      line(
        run(
          'the answer',
          { type: 'SPOILER' },
          { type: 'LINK', linkData: { link: { url: 'https://shop.example/answer' } } },
        ),
      ),
    ]);
    expect(view.queryByRole('link')).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Reveal hidden text' }));
    expect(view.getByRole('link', { name: 'the answer' }).getAttribute('href')).toBe(
      'https://shop.example/answer',
    );
  });
});
