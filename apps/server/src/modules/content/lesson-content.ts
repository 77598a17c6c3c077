import type { MarkdownPreviewResponse } from '@netclass/shared';
import { lessonImageIds, renderMarkdown } from '../../lib/markdown/render-markdown.js';
import type { Actor } from '../../policies/index.js';
import type { LessonImageService } from './lesson-images.js';

/** A lesson's source, its HTML and the pictures that shows (found once, not at every read). */
interface Rendered {
  source: string;
  html: string;
  imageIds: string[];
}

/** Rendered lessons kept in memory, in characters of source and HTML together (oldest read goes first). */
const CACHE_MAX_CHARS = 20_000_000;

/**
 * Lesson Markdown as readers see it: rendered by the one renderer, once per source text
 * (kept while the source is unchanged; an edit on any instance renders again), then given
 * the reader's signed picture links. The preview is the same path without the cache.
 */
export class LessonContent {
  private readonly rendered = new Map<number, Rendered>();
  private cachedChars = 0;

  constructor(private readonly images: LessonImageService) {}

  forReader(lesson: { id: number; courseId: number; content: string }): Promise<string> {
    const { html, imageIds } = this.render(lesson.id, lesson.content);
    return this.images.resolve(lesson.courseId, html, imageIds);
  }

  async preview(actor: Actor, input: { course_id: number; content: string }): Promise<MarkdownPreviewResponse> {
    await this.images.authorizeWriting(actor, input.course_id);
    return { html: await this.uncached(input.course_id, input.content) };
  }

  /** Markdown of a course (an assignment's instructions, a preview) rendered for a reader, not cached. */
  uncached(courseId: number, source: string): Promise<string> {
    return this.images.resolve(courseId, renderMarkdown(source));
  }

  private render(lessonId: number, source: string): Rendered {
    const hit = this.rendered.get(lessonId);
    if (hit) {
      this.rendered.delete(lessonId);
      if (hit.source === source) {
        this.rendered.set(lessonId, hit);
        return hit;
      }
      this.cachedChars -= hit.source.length + hit.html.length;
    }
    const html = renderMarkdown(source);
    const rendered = { source, html, imageIds: lessonImageIds(html) };
    this.rendered.set(lessonId, rendered);
    this.cachedChars += source.length + html.length;
    for (const [id, entry] of this.rendered) {
      if (this.cachedChars <= CACHE_MAX_CHARS) break;
      this.rendered.delete(id);
      this.cachedChars -= entry.source.length + entry.html.length;
    }
    return rendered;
  }
}
