import { Typography } from '@mantine/core';
import tokens from '../../../components/code-tokens.module.css';
import classes from './lesson-html.module.css';

interface Props {
  /** HTML the server rendered from the lesson's Markdown and sanitized (docs/decisions/018-rich-lessons.md). */
  html: string;
  'data-testid'?: string;
}

/**
 * A lesson's content as the server rendered it, the same on the lesson page and in the
 * editor's preview. The only place the web app inserts HTML: the server's renderer shows raw
 * HTML as text, allows only safe links and the lesson's own pictures.
 */
export function LessonHtml({ html, 'data-testid': testId }: Props) {
  return (
    <Typography>
      <div className={`${classes.content} ${tokens.tokens}`} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
