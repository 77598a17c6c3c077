import { Textarea, type TextareaProps } from '@mantine/core';

interface Props extends Omit<TextareaProps, 'autosize' | 'rows' | 'minRows' | 'maxRows' | 'styles'> {
  minRows: number;
  maxRows: number;
}

/**
 * A textarea that grows with its text between `minRows` and `maxRows` lines, like Mantine's
 * `autosize`, but sized by the browser (CSS `field-sizing: content`) instead of measuring itself
 * as it mounts and at each render, which forces a layout of the page (decision 017). A browser
 * without `field-sizing` shows `minRows` lines and scrolls.
 */
export function GrowingTextarea({ minRows, maxRows, ...props }: Props) {
  const lines = (rows: number) => `calc(${rows}lh + 2 * var(--input-padding-y, 0px) + 2px)`;
  return (
    <Textarea
      {...props}
      rows={minRows}
      styles={{ input: { fieldSizing: 'content', minHeight: lines(minRows), maxHeight: lines(maxRows) } }}
    />
  );
}
