// Catalog V3 product descriptions (rich content) as safe React elements.
export { RichText, type RichTextProps } from './RichText.tsx';
