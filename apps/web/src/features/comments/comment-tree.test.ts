import { describe, expect, it } from 'vitest';
import { buildComment } from '../../test/communication-fixtures';
import { buildCommentTree, countVisible, type CommentNode } from './comment-tree';

/** The tree as [id, depth, replies] tuples, for readable expectations. */
type Shape = [number, number, Shape[]];
const shape = (nodes: CommentNode[]): Shape[] =>
  nodes.map((node) => [node.comment.id, node.depth, shape(node.replies)]);

describe('buildCommentTree', () => {
  it('nests replies under their parents at any depth', () => {
    const comments = [
      buildComment({ id: 1 }),
      buildComment({ id: 2, parent_id: 1 }),
      buildComment({ id: 3, parent_id: 2 }),
      buildComment({ id: 4, parent_id: 3 }),
      buildComment({ id: 5, parent_id: 4 }),
      buildComment({ id: 6, parent_id: 5 }),
      buildComment({ id: 7, parent_id: 6 }),
    ];
    expect(shape(buildCommentTree(comments))).toEqual([
      [1, 0, [[2, 1, [[3, 2, [[4, 3, [[5, 4, [[6, 5, [[7, 6, []]]]]]]]]]]]]],
    ]);
    const deepest =
      buildCommentTree(comments)[0]!.replies[0]!.replies[0]!.replies[0]!.replies[0]!.replies[0]!.replies[0]!;
    expect(deepest.parent?.id).toBe(6);
  });

  it('orders threads newest first and replies oldest first, whatever order the list comes in', () => {
    const comments = [
      buildComment({ id: 5, parent_id: 1, created_at: '2026-09-01T03:00:00.000Z' }),
      buildComment({ id: 3, created_at: '2026-09-01T02:00:00.000Z' }),
      buildComment({ id: 1, created_at: '2026-09-01T01:00:00.000Z' }),
      buildComment({ id: 4, parent_id: 1, created_at: '2026-09-01T02:30:00.000Z' }),
      // Same time: the larger id first among threads.
      buildComment({ id: 7, created_at: '2026-09-01T02:00:00.000Z' }),
      buildComment({ id: 6, created_at: '2026-09-01T02:00:00.000Z' }),
    ];
    expect(shape(buildCommentTree(comments))).toEqual([
      [7, 0, []],
      [6, 0, []],
      [3, 0, []],
      [
        1,
        0,
        [
          [4, 1, []],
          [5, 1, []],
        ],
      ],
    ]);
  });

  it('shows a reply whose parent is missing as a top-level comment, with its own replies', () => {
    const comments = [
      buildComment({ id: 1 }),
      buildComment({ id: 3, parent_id: 2 }),
      buildComment({ id: 4, parent_id: 3 }),
    ];
    const tree = buildCommentTree(comments);
    expect(shape(tree)).toEqual([
      [3, 0, [[4, 1, []]]],
      [1, 0, []],
    ]);
    expect(tree[0]!.parent).toBeNull();
  });

  it('keeps deleted placeholders in place so their replies stay in the thread', () => {
    const comments = [buildComment({ id: 1, deleted: true, content: '' }), buildComment({ id: 2, parent_id: 1 })];
    expect(shape(buildCommentTree(comments))).toEqual([[1, 0, [[2, 1, []]]]]);
    expect(countVisible(comments)).toBe(1);
  });

  it('cuts a parent loop instead of recursing forever, and counts each comment once', () => {
    const comments = [
      buildComment({ id: 1, parent_id: 2 }),
      buildComment({ id: 2, parent_id: 1 }),
      buildComment({ id: 3, parent_id: 3 }),
      buildComment({ id: 3, parent_id: 3 }),
    ];
    expect(shape(buildCommentTree(comments))).toEqual([
      [3, 0, []],
      [2, 0, []],
      [1, 0, []],
    ]);
  });

  it('answers an empty list with no threads', () => {
    expect(buildCommentTree([])).toEqual([]);
  });
});
