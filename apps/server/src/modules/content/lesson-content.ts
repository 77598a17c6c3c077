import type { MarkdownPreviewResponse } from '@netclass/shared';
import { renderMarkdown } from '../../lib/markdown/render-markdown.js';
import type { Actor } from '../../policies/index.js';
import type { LessonImageService } from './lesson-images.js';

/** Rendered lessons kept in memory, in characters of source and HTML together (oldest read goes first). */
const CACHE_MAX_CHARS = 20_000_000;

/**
 * Lesson Markdown as readers see it: rendered by the one renderer, once per source text
 * (kept while the source is unchanged; an edit on any instance renders again), then given
 * the reader's signed picture links. The preview is the same path without the cache.
 */
export class LessonContent {
  private readonly rendered = new Map<number, { source: string; html: string }>();
  private cachedChars = 0;

  constructor(private readonly images: LessonImageService) {}

  forReader(lesson: { id: number; courseId: number; content: string }): Promise<string> {
    return this.images.resolve(lesson.courseId, this.render(lesson.id, lesson.content));
  }

  async preview(actor: Actor, input: { course_id: number; content: string }): Promise<MarkdownPreviewResponse> {
    await this.images.authorizeWriting(actor, input.course_id);
    return { html: await this.images.resolve(input.course_id, renderMarkdown(input.content)) };
  }

  private render(lessonId: number, source: string): string {
    const hit = this.rendered.get(lessonId);
    if (hit) {
      this.rendered.delete(lessonId);
      if (hit.source === source) {
        this.rendered.set(lessonId, hit);
        return hit.html;
      }
      this.cachedChars -= hit.source.length + hit.html.length;
    }
    const html = renderMarkdown(source);
    this.rendered.set(lessonId, { source, html });
    this.cachedChars += source.length + html.length;
    for (const [id, entry] of this.rendered) {
      if (this.cachedChars <= CACHE_MAX_CHARS) break;
      this.rendered.delete(id);
      this.cachedChars -= entry.source.length + entry.html.length;
    }
    return html;
  }
}
