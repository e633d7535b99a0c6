// Rich content as the platform sends it: the documented product answer (platform-2026.md §3.3) renders, and
// our types stay the official SDK's wire types (a drift fails `tsc`, which npm test runs).
import { within } from '@testing-library/dom';
import { cleanup, render } from '@testing-library/react';
import type * as Wire from '@wix/auto_sdk_stores_products-v-3/meta';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type * as Ours from '../../src/types/rich-content.ts';
import { RichText } from '../../widget/ui/rich-text/index.ts';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

// platform-2026.md §3.3, the fields around the description as documented; `metadata` and `documentStyle`
// (elided there) as the Ricos typings declare them, timestamps as ISO strings on the wire.
const GET_PRODUCT_ANSWER = `{ "product": {
  "id": "p-1", "revision": "7", "name": "Mug", "slug": "mug", "handle": "mug-01", "visible": true, "productType": "PHYSICAL",
  "url": { "relativePath": "/product-page/mug", "url": "https://site.example/product-page/mug" },
  "plainDescription": "<p>Nice <strong>mug</strong></p>",
  "description": { "nodes": [ { "type": "PARAGRAPH", "id": "n1", "nodes": [ { "type": "TEXT", "id": "", "textData": { "text": "Nice", "decorations": [] } } ] } ],
                   "metadata": { "version": 1, "createdTimestamp": "2026-01-12T09:30:00.000Z", "updatedTimestamp": "2026-01-12T09:30:00.000Z", "id": "3b1f1c52-9d1e-4c6a-a0c7-5f4b2f0e8d11" },
                   "documentStyle": { "paragraph": { "decorations": [ { "type": "FONT_SIZE", "fontSizeData": { "unit": "PX", "value": 16 } } ], "lineHeight": "1.5" } } }
} }`;

describe('the platform’s documented answer', () => {
  it('renders the description of platform-2026.md §3.3 as its one paragraph, and nothing of its HTML twin', () => {
    const { product } = JSON.parse(GET_PRODUCT_ANSWER) as { product: { description: Ours.RichContent } };
    const container = document.body.appendChild(document.createElement('div'));
    render(<RichText content={product.description} />, { container });
    const view = within(container);
    expect(view.getByText('Nice').tagName).toBe('P');
    expect(container.querySelector('.rich-text')?.textContent).toBe('Nice');
    expect(container.querySelector('strong')).toBeNull();
  });

  it('renders a document typed by the SDK’s own wire types', () => {
    const description: Wire.RichContentOriginal = {
      nodes: [
        {
          type: 'HEADING',
          id: 'h1',
          headingData: { level: 1 },
          nodes: [{ type: 'TEXT', id: '', textData: { text: 'Care', decorations: [] } }],
        },
        {
          type: 'PARAGRAPH',
          id: 'p1',
          paragraphData: { textStyle: { textAlignment: 'JUSTIFY' } },
          nodes: [
            {
              type: 'TEXT',
              id: '',
              textData: {
                text: 'Read the guide',
                decorations: [
                  {
                    type: 'LINK',
                    linkData: { link: { url: 'https://shop.example/guide', target: 'BLANK' } },
                  },
                ],
              },
            },
          ],
        },
        {
          type: 'IMAGE',
          id: 'i1',
          imageData: { image: { src: { id: 'abc_mv2.jpg' }, width: 800, height: 600 }, altText: 'Mug' },
        },
      ],
    };
    const container = document.body.appendChild(document.createElement('div'));
    // Assignable without a cast: our RichContent accepts everything the SDK's does.
    render(<RichText content={description} />, { container });
    const view = within(container);
    expect(view.getByRole('heading', { name: 'Care', level: 3 })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Read the guide' }).getAttribute('target')).toBe('_blank');
    expect(view.getByRole('img', { name: 'Mug' }).getAttribute('src')).toBe(
      'https://static.wixstatic.com/media/abc_mv2.jpg',
    );
  });
});

// ---- Type-level drift checks (compile time): our types name only the SDK's fields and values. ----

/** Fails to compile unless `T` is `never`. */
type None<T extends never> = T;
/** Fields our type names that the SDK's wire type does not. */
type Extra<OurType, WireType> = Exclude<keyof NonNullable<OurType>, keyof NonNullable<WireType>>;
/** Values our union allows that the SDK's does not. */
type ExtraValues<OurUnion, WireUnion extends string> = Exclude<OurUnion, `${WireUnion}`>;

type FieldsFollowTheWire = [
  None<Extra<Ours.RichContent, Wire.RichContentOriginal>>,
  None<Extra<Ours.RichNode, Wire.NodeOriginal>>,
  None<Extra<Ours.TextData, Wire.TextDataOriginal>>,
  None<Extra<Ours.Decoration, Wire.DecorationOriginal>>,
  None<Extra<Ours.Decoration['anchorData'], Wire.AnchorDataOriginal>>,
  None<Extra<Ours.Decoration['colorData'], Wire.ColorDataOriginal>>,
  None<Extra<Ours.Decoration['fontSizeData'], Wire.FontSizeDataOriginal>>,
  None<Extra<Ours.Decoration['spoilerData'], Wire.SpoilerDataOriginal>>,
  None<Extra<Ours.Decoration['linkData'], Wire.LinkDataOriginal>>,
  None<Extra<Ours.MentionData, Wire.MentionDataOriginal>>,
  None<Extra<Ours.Link, Wire.LinkOriginal>>,
  None<Extra<Ours.LinkRel, Wire.RelOriginal>>,
  None<Extra<Ours.TextStyle, Wire.TextStyleOriginal>>,
  None<Extra<Ours.ParagraphData, Wire.ParagraphDataOriginal>>,
  None<Extra<Ours.HeadingData, Wire.HeadingDataOriginal>>,
  None<Extra<Ours.BulletedListData, Wire.BulletedListDataOriginal>>,
  None<Extra<Ours.OrderedListData, Wire.OrderedListDataOriginal>>,
  None<Extra<Ours.BlockquoteData, Wire.BlockquoteDataOriginal>>,
  None<Extra<Ours.CodeBlockData, Wire.CodeBlockDataOriginal>>,
  None<Extra<Ours.CaptionData, Wire.CaptionDataOriginal>>,
  None<Extra<Ours.DividerData, Wire.DividerDataOriginal>>,
  None<Extra<Ours.FileSource, Wire.FileSourceOriginal>>,
  None<Extra<Ours.V1Media, Wire.V1MediaOriginal>>,
  None<Extra<Ours.ImageNodeData, Wire.ImageDataOriginal>>,
  None<Extra<Ours.GalleryData, Wire.GalleryDataOriginal>>,
  None<Extra<NonNullable<Ours.GalleryData['options']>['layout'], Wire.GalleryOptionsLayoutOriginal>>,
  None<Extra<Ours.GalleryItem, Wire.ItemOriginal>>,
  None<Extra<Ours.GalleryItem['image'], Wire.ItemImageOriginal>>,
  None<Extra<Ours.GalleryItem['video'], Wire.VideoOriginal>>,
  None<Extra<Ours.GifSource, Wire.GIFOriginal>>,
  None<Extra<Ours.GifData, Wire.GIFDataOriginal>>,
  None<Extra<Ours.VideoData, Wire.VideoDataOriginal>>,
  None<Extra<Ours.VideoData['options'], Wire.PlaybackOptionsOriginal>>,
  None<Extra<Ours.AudioData, Wire.AudioDataOriginal>>,
  None<Extra<Ours.FileData, Wire.FileDataOriginal>>,
  None<Extra<Ours.LinkPreviewData, Wire.LinkPreviewDataOriginal>>,
  None<Extra<Ours.ButtonData, Wire.ButtonDataOriginal>>,
  None<Extra<Ours.MapData, Wire.MapDataOriginal>>,
  None<Extra<Ours.MapSettings, Wire.MapSettingsOriginal>>,
  None<Extra<Ours.PollData, Wire.PollDataOriginal>>,
  None<Extra<Ours.PollData['poll'], Wire.PollOriginal>>,
  None<Extra<Ours.PollOption, Wire.OptionOriginal>>,
  None<Extra<Ours.AppEmbedData, Wire.AppEmbedDataOriginal>>,
  None<Extra<Ours.AppEmbedData['eventData'], Wire.EventDataOriginal>>,
  None<Extra<Ours.AppEmbedData['bookingData'], Wire.BookingDataOriginal>>,
  None<Extra<Ours.CollapsibleListData, Wire.CollapsibleListDataOriginal>>,
  None<Extra<Ours.TableData, Wire.TableDataOriginal>>,
  None<Extra<Ours.TableCellData, Wire.TableCellDataOriginal>>,
  None<Extra<Ours.LayoutCellData, Wire.LayoutCellDataOriginal>>,
];

type ValuesFollowTheWire = [
  None<ExtraValues<Ours.RichNodeType, Wire.NodeTypeWithLiteralsOriginal>>,
  None<ExtraValues<Ours.DecorationType, Wire.DecorationTypeWithLiteralsOriginal>>,
  None<ExtraValues<Ours.LinkTarget, Wire.TargetWithLiteralsOriginal>>,
  None<ExtraValues<Ours.TextAlignment, Wire.TextAlignmentWithLiteralsOriginal>>,
  None<ExtraValues<Ours.GalleryLayout, Wire.LayoutTypeWithLiteralsOriginal>>,
  None<ExtraValues<Ours.MapType, Wire.MapTypeWithLiteralsOriginal>>,
  None<ExtraValues<Ours.FontSizeUnit, Wire.FontTypeWithLiteralsOriginal>>,
];

describe('our types', () => {
  it('name only the fields and values the SDK’s wire types declare (a drift fails tsc, not this run)', () => {
    expectTypeOf<FieldsFollowTheWire[number]>().toBeNever();
    expectTypeOf<ValuesFollowTheWire[number]>().toBeNever();
  });
});
