// Structure nodes: table (rows of cells), collapsible list (details/summary per item) and layout (cells in a
// responsive row that wraps on narrow surfaces such as the options popover).
import { type ReactNode, useId } from 'react';
import type { RichNode } from '../../../src/types/rich-content.ts';
import { childrenOf, childrenOfType, numberIn, type RenderContext, textOf } from './context.ts';

/** A span of 2 or more, as the attribute wants it; 1, nonsense and absurd spans are left to the default. */
function span(value: unknown): number | undefined {
  const count = numberIn(value, 2, 1000);
  return count === undefined ? undefined : Math.floor(count);
}

function cell(node: RichNode, ctx: RenderContext, header: 'col' | 'row' | undefined, key: number): ReactNode {
  const props = {
    colSpan: span(node.tableCellData?.colspan),
    rowSpan: span(node.tableCellData?.rowspan),
    ...ctx.anchors.target(node),
  };
  const content = ctx.blocks(childrenOf(node));
  return header ? (
    <th key={key} scope={header} {...props}>
      {content}
    </th>
  ) : (
    <td key={key} {...props}>
      {content}
    </td>
  );
}

/** A table; its first row and first column become header cells when the merchant marked them so. */
export function table(node: RichNode, ctx: RenderContext): ReactNode {
  const data = node.tableData;
  const rows = childrenOfType(node, 'TABLE_ROW');
  if (rows.length === 0) return null;
  const headerRow = data?.rowHeader === true || (data?.rowHeader == null && data?.header === true);
  const headerColumn = data?.columnHeader === true;
  const row = (rowNode: RichNode, inHead: boolean, key: number) => (
    <tr key={key} {...ctx.anchors.target(rowNode)}>
      {childrenOf(rowNode).map((cellNode, index) =>
        cell(cellNode, ctx, inHead ? 'col' : headerColumn && index === 0 ? 'row' : undefined, index),
      )}
    </tr>
  );
  const [first, ...rest] = rows;
  const body = headerRow ? rest : rows;
  return (
    <div className="rt-table-scroll" {...ctx.anchors.target(node)}>
      <table className="rt-table" aria-label={textOf(data?.altText)}>
        {headerRow && first && <thead>{row(first, true, 0)}</thead>}
        {body.length > 0 && <tbody>{body.map((rowNode, index) => row(rowNode, false, index))}</tbody>}
      </table>
    </div>
  );
}

const SPACE: RichNode = { type: 'TEXT', textData: { text: ' ' } };

/** An item title's text runs: its paragraphs' runs, a space between paragraphs. */
function titleRuns(item: RichNode): RichNode[] {
  const lines = childrenOfType(item, 'COLLAPSIBLE_ITEM_TITLE')
    .flatMap(childrenOf)
    .map((line) => (line.type === 'TEXT' ? [line] : childrenOf(line)));
  return lines.flatMap((runs, index) => (index === 0 ? runs : [SPACE, ...runs]));
}

function Collapsible({ node, ctx }: { node: RichNode; ctx: RenderContext }) {
  // `name` groups the details elements, so the browser keeps only one open when the merchant asked for that.
  const group = useId();
  const data = node.collapsibleListData;
  const expanded = data?.initialExpandedItems ?? 'FIRST';
  const items = childrenOfType(node, 'COLLAPSIBLE_ITEM');
  return (
    <div
      className="rt-collapsible"
      dir={data?.direction === 'RTL' ? 'rtl' : data?.direction === 'LTR' ? 'ltr' : undefined}
      {...ctx.anchors.target(node)}
    >
      {items.map((item, index) => (
        <details
          // Items carry ids only sometimes; the list never reorders.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list.
          key={index}
          name={data?.expandOnlyOne === true ? group : undefined}
          open={expanded === 'ALL' || (expanded === 'FIRST' && index === 0)}
          {...ctx.anchors.target(item)}
        >
          {/* A summary holds phrasing content: the title's paragraphs as text runs. */}
          <summary>{ctx.inline(titleRuns(item))}</summary>
          <div className="rt-collapsible-body">
            {ctx.blocks(childrenOfType(item, 'COLLAPSIBLE_ITEM_BODY').flatMap(childrenOf))}
          </div>
        </details>
      ))}
    </div>
  );
}

/** A collapsible list: each item a details element with its title as the summary. */
export function collapsibleList(node: RichNode, ctx: RenderContext): ReactNode {
  return <Collapsible node={node} ctx={ctx} />;
}

/** Layout cells side by side, each growing by its share of 12 columns, wrapping when space runs out. */
export function layout(node: RichNode, ctx: RenderContext): ReactNode {
  const cells = childrenOf(node).map((child) =>
    child.type === 'LAYOUT_CELL' ? child : { type: 'LAYOUT_CELL' as const, nodes: [child] },
  );
  return (
    <div className="rt-layout" {...ctx.anchors.target(node)}>
      {cells.map((cellNode, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: static list.
          key={index}
          className="rt-layout-cell"
          style={{ flexGrow: numberIn(cellNode.layoutCellData?.colSpan, 1, 12) ?? 1 }}
          {...ctx.anchors.target(cellNode)}
        >
          {ctx.blocks(childrenOf(cellNode))}
        </div>
      ))}
    </div>
  );
}
