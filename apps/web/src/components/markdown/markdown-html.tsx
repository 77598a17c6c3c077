import { Typography } from '@mantine/core';
import tokens from '../code-tokens.module.css';
import classes from './markdown-html.module.css';

interface Props {
  /** HTML the server rendered from Markdown and sanitized (docs/decisions/018-rich-lessons.md). */
  html: string;
  /** One line (a question's option, prompt or item, rendered without a paragraph): shown inline, in a label if need be. */
  inline?: boolean;
  'data-testid'?: string;
}

/**
 * Markdown as the server rendered it: a lesson on its page and in the editor's preview, a
 * question's text and parts in the bank's preview and in a quiz attempt (docs/decisions/028).
 * The only place the web app inserts HTML: the server's renderer shows raw HTML as text,
 * allows only safe links and the course's own pictures.
 */
export function MarkdownHtml({ html, inline = false, 'data-testid': testId }: Props) {
  const className = `${classes.content} ${tokens.tokens}`;
  if (inline) return <span className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Typography>
      <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
