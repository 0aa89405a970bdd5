import { Textarea, type TextareaProps } from '@mantine/core';

// A textarea that grows with its text from `minRows` to `maxRows` lines, sized by the browser
// (`field-sizing: content`, Chromium 123 and later: the browsers the product supports). Mantine's
// `autosize` measured a hidden copy in a layout effect on every mount and keystroke, one forced
// layout of the whole page each: 20–35 ms of the task that mounts a report form under a viewer.
// Where the property is unknown the textarea keeps `minRows` rows and scrolls.

export interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'rows' | 'styles'> {
  minRows: number;
  maxRows?: number;
}

/** The height of `rows` lines of the input, its vertical padding and border included (border-box). */
const heightOf = (rows: number) =>
  `calc(${rows}lh + 2 * var(--input-padding-y, 0rem) + 2 * calc(0.0625rem * var(--mantine-scale)))`;

export function GrowingTextarea({ minRows, maxRows, ...props }: GrowingTextareaProps) {
  return (
    <Textarea
      {...props}
      rows={minRows}
      styles={{
        input: {
          fieldSizing: 'content',
          minHeight: heightOf(minRows),
          ...(maxRows === undefined ? {} : { maxHeight: heightOf(maxRows) }),
        },
      }}
    />
  );
}
