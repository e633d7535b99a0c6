// Every rich-content node kind of spec §9 as a shopper sees it in a product description.
import { within } from '@testing-library/dom';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RichNode } from '../../src/types/rich-content.ts';
import { RichText, type RichTextProps } from '../../widget/ui/rich-text/index.ts';

const MEDIA = 'https://static.wixstatic.com/media/';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function show(nodes: RichNode[], props: Partial<RichTextProps> = {}) {
  const container = document.body.appendChild(document.createElement('div'));
  render(<RichText content={{ nodes }} {...props} />, { container });
  return { container, view: within(container) };
}

const text = (value: string): RichNode => ({
  type: 'TEXT',
  id: '',
  textData: { text: value, decorations: [] },
});
const paragraph = (value: string, extra: Partial<RichNode> = {}): RichNode => ({
  type: 'PARAGRAPH',
  id: `p-${value}`,
  nodes: [text(value)],
  paragraphData: {},
  ...extra,
});

describe('text blocks', () => {
  it('PARAGRAPH: shows its text as a paragraph, aligned as the merchant set it', () => {
    const { view } = show([
      paragraph('Hand-thrown stoneware.', { paragraphData: { textStyle: { textAlignment: 'CENTER' } } }),
      { type: 'PARAGRAPH', id: 'blank', nodes: [] },
    ]);
    const shown = view.getByText('Hand-thrown stoneware.');
    expect(shown.tagName).toBe('P');
    expect(shown.className).toBe('rt-align-center');
  });

  it('HEADING: becomes a heading below the surface’s own (h1 → h3 by default), clamped at h6', () => {
    const heading = (level: number, value: string, renderedLevel?: number): RichNode => ({
      type: 'HEADING',
      id: value,
      headingData: renderedLevel ? { level, renderedLevel } : { level },
      nodes: [text(value)],
    });
    const { view } = show([
      heading(1, 'Care'),
      heading(2, 'Washing'),
      heading(5, 'Fine print'),
      heading(1, 'Rendered', 2),
    ]);
    expect(view.getByRole('heading', { name: 'Care' }).tagName).toBe('H3');
    expect(view.getByRole('heading', { name: 'Washing' }).tagName).toBe('H4');
    expect(view.getByRole('heading', { name: 'Fine print' }).tagName).toBe('H6');
    expect(view.getByRole('heading', { name: 'Rendered' }).tagName).toBe('H4');
  });

  it('HEADING: follows headingLevel when the surface has a different heading', () => {
    const { view } = show([{ type: 'HEADING', id: 'h', headingData: { level: 1 }, nodes: [text('Care')] }], {
      headingLevel: 2,
    });
    expect(view.getByRole('heading', { name: 'Care', level: 2 })).toBeTruthy();
  });

  const item = (value: string, nested: RichNode[] = []): RichNode => ({
    type: 'LIST_ITEM',
    id: `li-${value}`,
    nodes: [paragraph(value), ...nested],
  });

  it('BULLETED_LIST: a list of its items', () => {
    const { view } = show([
      { type: 'BULLETED_LIST', id: 'ul', nodes: [item('Dishwasher safe'), item('Microwave safe')] },
    ]);
    const list = view.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dishwasher safe', 'Microwave safe']);
  });

  it('ORDERED_LIST: a numbered list starting where the merchant set', () => {
    const { view } = show([
      { type: 'ORDERED_LIST', id: 'ol', orderedListData: { start: 3 }, nodes: [item('Rinse'), item('Dry')] },
    ]);
    const list = view.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list.getAttribute('start')).toBe('3');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('LIST_ITEM: holds paragraphs and nested lists; a stray node in a list gets an item of its own', () => {
    const { view } = show([
      {
        type: 'BULLETED_LIST',
        id: 'ul',
        nodes: [
          item('Sizes', [{ type: 'BULLETED_LIST', id: 'inner', nodes: [item('Small'), item('Large')] }]),
          paragraph('Stray'),
        ],
      },
    ]);
    const [outer, inner] = view.getAllByRole('list');
    expect(
      within(inner as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Small', 'Large']);
    const outerItems = [...(outer as HTMLElement).children];
    expect(outerItems.map((li) => li.tagName)).toEqual(['LI', 'LI']);
    expect(outerItems[1]?.textContent).toBe('Stray');
  });

  it('BLOCKQUOTE: a quotation with its paragraphs', () => {
    const { view } = show([{ type: 'BLOCKQUOTE', id: 'q', nodes: [paragraph('Best mug I own.')] }]);
    expect(view.getByText('Best mug I own.').closest('blockquote')).not.toBeNull();
  });

  it('CODE_BLOCK: preformatted code, its line breaks and markup kept as text', () => {
    const { container } = show([
      { type: 'CODE_BLOCK', id: 'c', nodes: [text('size: 12oz\n<b>not bold</b>')], codeBlockData: {} },
    ]);
    const code = container.querySelector('pre > code');
    expect(code?.textContent).toBe('size: 12oz\n<b>not bold</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('CAPTION: on its own, a caption line with its text', () => {
    const { view } = show([{ type: 'CAPTION', id: 'cap', nodes: [text('Shown in blue')] }]);
    expect(view.getByText('Shown in blue').className).toBe('rt-caption');
  });

  it('DIVIDER: a separator', () => {
    const { view } = show([
      paragraph('Above'),
      { type: 'DIVIDER', id: 'd', dividerData: { lineStyle: 'DASHED', width: 'MEDIUM' } },
      paragraph('Below'),
    ]);
    expect(view.getByRole('separator').tagName).toBe('HR');
  });
});

describe('media', () => {
  it('IMAGE: the picture from the media host, its alt text and caption, linked when it is a link', () => {
    const { view } = show([
      {
        type: 'IMAGE',
        id: 'img',
        imageData: {
          image: { src: { id: 'abc_mv2.jpg' }, width: 800, height: 600 },
          altText: 'Blue mug on a table',
          link: { url: 'https://shop.example/mugs', target: 'BLANK' },
        },
        nodes: [{ type: 'CAPTION', id: 'c', nodes: [text('Our bestseller')] }],
      },
    ]);
    const img = view.getByRole('img', { name: 'Blue mug on a table' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`${MEDIA}abc_mv2.jpg`);
    expect(img.getAttribute('width')).toBe('800');
    expect(view.getByText('Our bestseller').tagName).toBe('FIGCAPTION');
    const link = img.closest('a');
    expect(link?.getAttribute('href')).toBe('https://shop.example/mugs');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('GALLERY: its images and videos as a list of figures, in the layout’s arrangement', () => {
    const { view, container } = show([
      {
        type: 'GALLERY',
        id: 'g',
        galleryData: {
          options: { layout: { type: 'SLIDER' } },
          items: [
            { image: { media: { src: { id: 'one.jpg' } } }, altText: 'Front', title: 'Front view' },
            { image: { media: { src: { url: `${MEDIA}two.jpg` } } }, altText: 'Back' },
            { video: { media: { src: { id: 'clip.mp4' } } }, title: 'Turning' },
            {
              image: { media: { src: { url: 'https://elsewhere.example/three.jpg' } } },
              altText: 'Elsewhere',
            },
          ],
        },
      },
    ]);
    const gallery = view.getByRole('list');
    expect(gallery.className).toBe('rt-gallery rt-gallery-slider');
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(3);
    expect(view.getByRole('img', { name: 'Front' }).getAttribute('src')).toBe(`${MEDIA}one.jpg`);
    expect(view.getByRole('img', { name: 'Back' }).getAttribute('src')).toBe(`${MEDIA}two.jpg`);
    expect(view.getByText('Front view').tagName).toBe('FIGCAPTION');
    expect(container.querySelector('video')?.getAttribute('src')).toBe(`${MEDIA}clip.mp4`);
    expect(view.queryByRole('img', { name: 'Elsewhere' })).toBeNull();
  });

  it('GALLERY: an unknown layout falls back to the grid', () => {
    const { view } = show([
      {
        type: 'GALLERY',
        id: 'g',
        galleryData: {
          options: { layout: { type: 'HOLOGRAM' as 'GRID' } },
          items: [{ image: { media: { src: { id: 'one.jpg' } } }, altText: 'Front' }],
        },
      },
    ]);
    expect(view.getByRole('list').className).toBe('rt-gallery rt-gallery-grid');
  });

  it('GIF: shown when it is on the media host, left out when it comes from a GIF provider', () => {
    const { container } = show([
      {
        type: 'GIF',
        id: 'ours',
        gifData: { original: { gif: `${MEDIA}spin.gif` }, width: 200, height: 200 },
      },
      {
        type: 'GIF',
        id: 'theirs',
        gifData: { original: { gif: 'https://media.giphy.com/media/x/giphy.gif' } },
      },
    ]);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([`${MEDIA}spin.gif`]);
  });

  it('VIDEO: plays from the media host with its poster and title; a video site’s becomes a link', () => {
    const { container, view } = show([
      {
        type: 'VIDEO',
        id: 'v',
        videoData: {
          video: { src: { id: 'how-to.mp4' } },
          thumbnail: { src: { id: 'poster.jpg' } },
          title: 'How to',
        },
      },
      {
        type: 'VIDEO',
        id: 'yt',
        videoData: { video: { src: { url: 'https://www.youtube.com/watch?v=abc' } }, title: 'On YouTube' },
      },
    ]);
    const player = container.querySelector('video');
    expect(player?.getAttribute('src')).toBe(`${MEDIA}how-to.mp4`);
    expect(player?.getAttribute('poster')).toBe(`${MEDIA}poster.jpg`);
    expect(player?.hasAttribute('controls')).toBe(true);
    expect(view.getByText('How to').tagName).toBe('FIGCAPTION');
    const link = view.getByRole('link', { name: 'On YouTube' });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelectorAll('video')).toHaveLength(1);
  });

  it('AUDIO: a player from the media host, named by track and author', () => {
    const { container, view } = show([
      {
        type: 'AUDIO',
        id: 'a',
        audioData: { audio: { src: { id: 'jingle.mp3' } }, name: 'Jingle', authorName: 'The Potters' },
      },
    ]);
    const player = container.querySelector('audio');
    expect(player?.getAttribute('src')).toBe(`${MEDIA}jingle.mp3`);
    expect(player?.getAttribute('aria-label')).toBe('Jingle · The Potters');
    expect(view.getByText('Jingle · The Potters').tagName).toBe('FIGCAPTION');
  });

  it('FILE: a download link with its type and size; a private file shows only its name', () => {
    const { view } = show([
      {
        type: 'FILE',
        id: 'f',
        fileData: { src: { id: 'care-guide.pdf' }, name: 'Care guide', type: 'pdf', sizeInKb: '12' },
      },
      {
        type: 'FILE',
        id: 'p',
        fileData: { src: { id: 'secret.pdf', private: true }, name: 'Wholesale sheet' },
      },
    ]);
    const link = view.getByRole('link', { name: 'Care guide' });
    expect(link.getAttribute('href')).toBe(`${MEDIA}care-guide.pdf`);
    expect(link.getAttribute('download')).toBe('Care guide');
    expect(link.parentElement?.textContent).toBe('Care guide (PDF · 12 KB)');
    expect(view.getByText('Wholesale sheet').closest('a')).toBeNull();
  });
});

describe('links to elsewhere', () => {
  it('LINK_PREVIEW: a card with title, description and site, all one link', () => {
    const { view } = show([
      {
        type: 'LINK_PREVIEW',
        id: 'lp',
        linkPreviewData: {
          link: { url: 'https://blog.example/glazes', target: 'BLANK' },
          title: 'Our glazes',
          description: 'Lead-free, food safe.',
          html: '<iframe src="https://evil.example"></iframe>',
        },
      },
    ]);
    const card = view.getByRole('link', { name: /Our glazes/ });
    expect(card.getAttribute('href')).toBe('https://blog.example/glazes');
    expect(card.getAttribute('rel')).toBe('noopener noreferrer');
    expect(card.textContent).toBe('Our glazesLead-free, food safe.blog.example');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('BUTTON: a link styled as a button when its address is safe; nothing otherwise', () => {
    const { view } = show([
      {
        type: 'BUTTON',
        id: 'b1',
        buttonData: { type: 'LINK', text: 'Size guide', link: { url: 'https://shop.example/sizes' } },
      },
      {
        type: 'BUTTON',
        id: 'b2',
        buttonData: { type: 'LINK', text: 'Run me', link: { url: 'javascript:alert(1)' } },
      },
      { type: 'BUTTON', id: 'b3', buttonData: { type: 'ACTION', text: 'Editor action' } },
    ]);
    expect(view.getByRole('link', { name: 'Size guide' }).getAttribute('href')).toBe(
      'https://shop.example/sizes',
    );
    expect(view.queryByText('Run me')).toBeNull();
    expect(view.queryByText('Editor action')).toBeNull();
  });

  it('MAP: the place and address as text, linked to a map of its coordinates', () => {
    const { view } = show([
      {
        type: 'MAP',
        id: 'm',
        mapData: {
          mapSettings: {
            locationName: 'Our studio',
            address: '1 Clay Lane, Stoke',
            lat: 53.0027,
            lng: -2.1794,
            mapType: 'SATELITE',
          },
        },
      },
    ]);
    const link = view.getByRole('link', { name: 'Our studio' });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=53.0027%2C-2.1794',
    );
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(view.getByText('1 Clay Lane, Stoke')).toBeTruthy();
  });

  it('MAP: with only an address, the address is the link', () => {
    const { view } = show([{ type: 'MAP', id: 'm', mapData: { mapSettings: { address: '1 Clay Lane' } } }]);
    expect(view.getByRole('link', { name: '1 Clay Lane' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Clay%20Lane',
    );
  });

  it('POLL: its question and options as a read-only list', () => {
    const { view, container } = show([
      {
        type: 'POLL',
        id: 'poll',
        pollData: {
          poll: {
            title: 'Favourite colour?',
            options: [
              { id: '1', title: 'Blue' },
              { id: '2', title: 'Sand' },
            ],
          },
        },
      },
    ]);
    expect(view.getByText('Favourite colour?').tagName).toBe('FIGCAPTION');
    expect(view.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Blue', 'Sand']);
    expect(container.querySelectorAll('button, input')).toHaveLength(0);
  });

  it('APP_EMBED: the item’s name, linked when its address is safe', () => {
    const { view } = show([
      {
        type: 'APP_EMBED',
        id: 'app',
        appEmbedData: {
          type: 'EVENT',
          name: 'Pottery workshop',
          url: 'https://shop.example/events/workshop',
          eventData: { scheduling: 'May 3, 10:00', location: 'Studio' },
        },
      },
      {
        type: 'APP_EMBED',
        id: 'app2',
        appEmbedData: { type: 'PRODUCT', name: 'Gift card', url: 'data:text/html,hi' },
      },
    ]);
    const link = view.getByRole('link', { name: 'Pottery workshop' });
    expect(link.getAttribute('href')).toBe('https://shop.example/events/workshop');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(view.getByText('May 3, 10:00 · Studio')).toBeTruthy();
    expect(view.getByText('Gift card').closest('a')).toBeNull();
  });
});

describe('structure', () => {
  const collapsible = (expanded: 'FIRST' | 'ALL' | 'NONE', expandOnlyOne = false): RichNode => ({
    type: 'COLLAPSIBLE_LIST',
    id: 'faq',
    collapsibleListData: { initialExpandedItems: expanded, expandOnlyOne },
    nodes: ['Shipping', 'Returns'].map((title) => ({
      type: 'COLLAPSIBLE_ITEM',
      id: `item-${title}`,
      nodes: [
        { type: 'COLLAPSIBLE_ITEM_TITLE', id: `t-${title}`, nodes: [paragraph(title)] },
        { type: 'COLLAPSIBLE_ITEM_BODY', id: `b-${title}`, nodes: [paragraph(`${title} answer`)] },
      ],
    })),
  });

  it('COLLAPSIBLE_LIST (items, titles, bodies): a details element per item, the first open', async () => {
    const { container, view } = show([collapsible('FIRST')]);
    const details = [...container.querySelectorAll('details')];
    expect(details.map((d) => d.querySelector('summary')?.textContent)).toEqual(['Shipping', 'Returns']);
    expect(details.map((d) => d.open)).toEqual([true, false]);
    expect(view.getByText('Returns answer').tagName).toBe('P');
    await userEvent.click(view.getByText('Returns'));
    expect(details[1]?.open).toBe(true);
  });

  it('COLLAPSIBLE_LIST: all or none open as set; one-at-a-time items share a group', () => {
    const all = show([collapsible('ALL', true)]).container.querySelectorAll('details');
    expect([...all].map((d) => d.open)).toEqual([true, true]);
    const name = all[0]?.getAttribute('name');
    expect(name).toBeTruthy();
    expect(all[1]?.getAttribute('name')).toBe(name);
    const none = show([collapsible('NONE')]).container.querySelectorAll('details');
    expect([...none].map((d) => d.open)).toEqual([false, false]);
    expect(none[0]?.hasAttribute('name')).toBe(false);
  });

  it('TABLE (rows, cells): a table with header cells where marked and cell spans', () => {
    const cell = (value: string, data: RichNode['tableCellData'] = {}): RichNode => ({
      type: 'TABLE_CELL',
      id: `cell-${value}`,
      tableCellData: data,
      nodes: [paragraph(value)],
    });
    const row = (...cells: RichNode[]): RichNode => ({
      type: 'TABLE_ROW',
      id: `row-${cells.length}`,
      nodes: cells,
    });
    const { view } = show([
      {
        type: 'TABLE',
        id: 'sizes',
        tableData: { rowHeader: true, columnHeader: true, altText: 'Sizes' },
        nodes: [
          row(cell('Size'), cell('Height'), cell('Volume')),
          row(cell('Small'), cell('9 cm'), cell('250 ml')),
          row(cell('Large'), cell('Same as small, wider', { colspan: 2 })),
        ],
      },
    ]);
    const table = view.getByRole('table', { name: 'Sizes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Size', 'Height', 'Volume']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Small', 'Large']);
    expect(within(table).getByRole('cell', { name: '250 ml' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Same as small, wider' }).getAttribute('colspan')).toBe(
      '2',
    );
  });

  it('LAYOUT (cells): its cells side by side in order, each with its content', () => {
    const { container } = show([
      {
        type: 'LAYOUT',
        id: 'l',
        nodes: [
          { type: 'LAYOUT_CELL', id: 'c1', layoutCellData: { colSpan: 8 }, nodes: [paragraph('Left story')] },
          { type: 'LAYOUT_CELL', id: 'c2', layoutCellData: { colSpan: 4 }, nodes: [paragraph('Right note')] },
        ],
      },
    ]);
    const cells = [...container.querySelectorAll<HTMLElement>('.rt-layout > .rt-layout-cell')];
    expect(cells.map((c) => c.textContent)).toEqual(['Left story', 'Right note']);
    expect(cells.map((c) => c.style.flexGrow)).toEqual(['8', '4']);
  });
});

describe('left out', () => {
  it('HTML: renders nothing, whatever its code', () => {
    const { container } = show([
      { type: 'HTML', id: 'h', htmlData: { html: '<script>alert(1)</script><b>bold</b>' } },
    ]);
    expect(container.innerHTML).toBe('<div class="rich-text"></div>');
  });

  it('EMBED: renders nothing, whatever its oEmbed markup', () => {
    const { container } = show([
      {
        type: 'EMBED',
        id: 'e',
        embedData: { oembed: { html: '<iframe src="https://x.example"></iframe>' } },
      },
    ]);
    expect(container.innerHTML).toBe('<div class="rich-text"></div>');
  });
});
