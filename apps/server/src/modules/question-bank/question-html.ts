import type { QuestionPreviewResponse } from '@netclass/shared';
import { lessonImageIds, renderInlineMarkdown, renderMarkdown, replaceLessonImages } from '../../lib/markdown/render-markdown.js';
import type { LessonImageService } from '../content/lesson-images.js';

/**
 * A question's texts as a student sees them: `text` through the lessons' Markdown renderer
 * (sanitized, docs/decisions/018), each of `parts` (an option, a prompt, an item) as one line
 * of it, and the course's pictures (`question-image:<uuid>`) given signed links in one query;
 * another course's picture, or an address, shows as its alt text. The bank's preview and the
 * quiz attempt's view both render through here (docs/decisions/028).
 */
export async function renderQuestionTexts(images: LessonImageService, courseId: number, texts: { text: string; parts: readonly string[] }): Promise<QuestionPreviewResponse> {
  const text = renderMarkdown(texts.text);
  const parts = texts.parts.map(renderInlineMarkdown);
  const links = await images.links(courseId, lessonImageIds([text, ...parts].join('\n')));
  return { text: replaceLessonImages(text, links), parts: parts.map((part) => replaceLessonImages(part, links)) };
}
