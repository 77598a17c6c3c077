import type { Comment } from '@netclass/shared';

/** How many levels of replies are indented; deeper replies stay at this indent. */
export const MAX_VISUAL_DEPTH = 4;

export interface CommentNode {
  comment: Comment;
  /** 0 for a top-level comment (or an orphan whose parent is not in the list). */
  depth: number;
  /** The comment replied to, when it is in the list. */
  parent: Comment | null;
  replies: CommentNode[];
}

const byTime = (a: Comment, b: Comment) => a.created_at.localeCompare(b.created_at) || a.id - b.id;
const newestFirst = (a: Comment, b: Comment) => byTime(b, a);

/**
 * Builds the reply trees from the server's flat list (docs/product/rules.md#entities: trees are built on the client).
 * Threads are ordered newest first, as the server pages them (older ones load below);
 * replies oldest first. A reply whose parent is missing (removed meanwhile,
 * or not loaded yet) is shown as a top-level comment rather than lost; a parent chain that
 * loops (never sent by the server) is cut the same way.
 */
export function buildCommentTree(comments: readonly Comment[]): CommentNode[] {
  const byId = new Map<number, Comment>();
  for (const comment of comments) byId.set(comment.id, comment);
  const childrenOf = new Map<number | null, Comment[]>();
  const add = (key: number | null, comment: Comment) => {
    const list = childrenOf.get(key);
    if (list) list.push(comment);
    else childrenOf.set(key, [comment]);
  };
  for (const comment of byId.values()) {
    const hasParent = comment.parent_id !== null && comment.parent_id !== comment.id && byId.has(comment.parent_id);
    add(hasParent && !inCycle(comment, byId) ? comment.parent_id : null, comment);
  }

  const build = (comment: Comment, depth: number, parent: Comment | null): CommentNode => ({
    comment,
    depth,
    parent,
    replies: (childrenOf.get(comment.id) ?? []).sort(byTime).map((reply) => build(reply, depth + 1, comment)),
  });
  return (childrenOf.get(null) ?? []).sort(newestFirst).map((comment) => build(comment, 0, null));
}

/** Whether following parents from `start` leads back to it. */
function inCycle(start: Comment, byId: Map<number, Comment>): boolean {
  const seen = new Set<number>();
  for (
    let current = start.parent_id;
    current !== null && !seen.has(current);
    current = byId.get(current)?.parent_id ?? null
  ) {
    if (current === start.id) return true;
    seen.add(current);
  }
  return false;
}

/** The number of comments in the trees that are not deleted placeholders. */
export function countVisible(comments: readonly Comment[]): number {
  return comments.filter((comment) => !comment.deleted).length;
}
