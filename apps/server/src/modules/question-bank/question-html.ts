import type { QuestionPreviewResponse } from '@netclass/shared';
import {
  lessonImageIds,
  renderInlineMarkdown,
  renderMarkdown,
  replaceLessonImages,
} from '../../lib/markdown/render-markdown.js';
import type { LessonImageService } from '../content/index.js';

/** A question's Markdown to render: `text` as a block, each of `parts` (an option, a prompt, an item) as one line. */
export interface QuestionTexts {
  text: string;
  parts: readonly string[];
}

/**
 * Questions' texts as a student sees them: each `text` through the lessons' Markdown renderer
 * (sanitized, docs/decisions/018), each of its `parts` as one line of it, and the course's
 * pictures (`question-image:<uuid>`) of all of them given signed links in one query; another
 * course's picture, or an address, shows as its alt text. The bank's preview (one question) and
 * a quiz attempt's view (all its questions at once) both render through here (docs/decisions/028).
 */
export async function renderManyQuestionTexts(
  images: LessonImageService,
  courseId: number,
  many: readonly QuestionTexts[],
): Promise<QuestionPreviewResponse[]> {
  const rendered = many.map((texts) => ({
    text: renderMarkdown(texts.text),
    parts: texts.parts.map(renderInlineMarkdown),
  }));
  const links = await images.links(
    courseId,
    lessonImageIds(rendered.flatMap(({ text, parts }) => [text, ...parts]).join('\n')),
  );
  return rendered.map(({ text, parts }) => ({
    text: replaceLessonImages(text, links),
    parts: parts.map((part) => replaceLessonImages(part, links)),
  }));
}

/** One question's texts (the bank's preview): renderManyQuestionTexts of one. */
export async function renderQuestionTexts(
  images: LessonImageService,
  courseId: number,
  texts: QuestionTexts,
): Promise<QuestionPreviewResponse> {
  const [rendered] = await renderManyQuestionTexts(images, courseId, [texts]);
  return rendered!;
}
