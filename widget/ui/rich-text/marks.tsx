// A text run and its decorations as semantic elements: strong, em, u, s, sup, sub, a mention, a link (or an
// in-page anchor), safe colour and font size, and a spoiler around it all. The text is a React text child:
// markup in it (`<script>`, `onclick=`) stays text.
import type { ReactNode } from 'react';
import type { Decoration, DecorationType, RichNode } from '../../../src/types/rich-content.ts';
import { isObject, type RenderContext, textOf } from './context.ts';
import { linked } from './link.tsx';
import { Spoiler } from './Spoiler.tsx';
import { textStyle } from './safe-style.ts';

/** Whether a decoration of `type` is on: toggles count unless explicitly `false` (bold: a weight of 600 or more). */
function isOn(decoration: Decoration): boolean {
  switch (decoration.type) {
    case 'BOLD':
      return typeof decoration.fontWeightValue !== 'number' || decoration.fontWeightValue >= 600;
    case 'ITALIC':
      return decoration.italicData !== false;
    case 'UNDERLINE':
      return decoration.underlineData !== false;
    case 'STRIKETHROUGH':
      return decoration.strikethroughData !== false;
    case 'SUPERSCRIPT':
      return decoration.superscriptData !== false;
    case 'SUBSCRIPT':
      return decoration.subscriptData !== false;
    default:
      return true;
  }
}

/** Inner to outer: the order the wrapping elements nest in. */
const ELEMENTS: [DecorationType, 'sub' | 'sup' | 's' | 'u' | 'em' | 'strong'][] = [
  ['SUBSCRIPT', 'sub'],
  ['SUPERSCRIPT', 'sup'],
  ['STRIKETHROUGH', 's'],
  ['UNDERLINE', 'u'],
  ['ITALIC', 'em'],
  ['BOLD', 'strong'],
];

export function renderText(node: RichNode, ctx: RenderContext): ReactNode {
  const text = typeof node.textData?.text === 'string' ? node.textData.text : '';
  if (!text) return null;
  const decorations = Array.isArray(node.textData?.decorations)
    ? node.textData.decorations.filter(isObject)
    : [];
  const find = (type: DecorationType) => decorations.find((d) => d.type === type && isOn(d));

  let content: ReactNode = text;
  const style = textStyle(decorations);
  if (style) content = <span style={style}>{content}</span>;
  for (const [type, Tag] of ELEMENTS) if (find(type)) content = <Tag>{content}</Tag>;
  if (find('MENTION')) content = <span className="rt-mention">{content}</span>;

  const anchor = find('ANCHOR');
  const link = find('LINK');
  const anchorId = anchor?.anchorData?.anchor;
  if (anchor) content = typeof anchorId === 'string' ? linked({ anchor: anchorId }, ctx, content) : content;
  else if (link) content = linked(link.linkData?.link, ctx, content);

  const spoiler = find('SPOILER');
  if (spoiler)
    content = (
      <Spoiler id={textOf(spoiler.spoilerData?.id)} label={ctx.spoilerLabel} text={text}>
        {content}
      </Spoiler>
    );
  return content;
}
