import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldNode } from '../capture-protocol';
import classes from './capture-viewer.module.css';

/** A node of the tree with its path ("0.3.1") and depth. */
interface Shown {
  node: FieldNode;
  path: string;
  level: number;
  parent: string | null;
}

/** The nodes in sight: every top one, and the children of the expanded ones, in order. */
function visible(nodes: FieldNode[], expanded: Set<string>, parent: string | null = null, level = 1): Shown[] {
  return nodes.flatMap((node, i) => {
    const path = parent === null ? String(i) : `${parent}.${i}`;
    const own: Shown = { node, path, level, parent };
    return expanded.has(path) && node.children.length
      ? [own, ...visible(node.children, expanded, path, level + 1)]
      : [own];
  });
}

const text = (node: FieldNode) => (node.display ? `${node.label}: ${node.display}` : node.label);

/**
 * A packet's details: one node a layer (collapsed at first), opened with the right arrow or a
 * click; the selected field's bytes are highlighted in the hex view (`onSelect`). A tree in the
 * ARIA pattern: one item in the tab order (roving tabindex), arrows move and open.
 */
export function PacketTree({
  tree,
  onSelect,
  labelledBy,
}: {
  tree: FieldNode[];
  onSelect: (node: FieldNode | null) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [current, setCurrent] = useState<string>('0');
  const shown = visible(tree, expanded);
  const at = Math.max(
    0,
    shown.findIndex((s) => s.path === current),
  );

  const focus = (path: string) => {
    setCurrent(path);
    const target = shown.find((s) => s.path === path);
    onSelect(target?.node ?? null);
    requestAnimationFrame(() => document.getElementById(`field-${path}`)?.focus());
  };
  const toggle = (path: string, open?: boolean) =>
    setExpanded((before) => {
      const after = new Set(before);
      if (open ?? !after.has(path)) after.add(path);
      else after.delete(path);
      return after;
    });

  const onKeyDown = (event: KeyboardEvent) => {
    const item = shown[at];
    if (!item) return;
    const hasChildren = item.node.children.length > 0;
    const isOpen = expanded.has(item.path);
    const move = (to: number) => focus(shown[Math.min(shown.length - 1, Math.max(0, to))]!.path);
    const actions: Record<string, () => void> = {
      ArrowDown: () => move(at + 1),
      ArrowUp: () => move(at - 1),
      Home: () => move(0),
      End: () => move(shown.length - 1),
      ArrowRight: () => (hasChildren && !isOpen ? toggle(item.path, true) : hasChildren && move(at + 1)),
      ArrowLeft: () => (isOpen ? toggle(item.path, false) : item.parent !== null && focus(item.parent)),
      Enter: () => (hasChildren ? toggle(item.path) : onSelect(item.node)),
      ' ': () => onSelect(item.node),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const render = (nodes: FieldNode[], parent: string | null, level: number) =>
    nodes.map((node, i) => {
      const path = parent === null ? String(i) : `${parent}.${i}`;
      const hasChildren = node.children.length > 0;
      const isOpen = expanded.has(path);
      return (
        <li
          key={path}
          id={`field-${path}`}
          role="treeitem"
          aria-level={level}
          aria-expanded={hasChildren ? isOpen : undefined}
          aria-selected={path === current}
          tabIndex={path === shown[at]?.path ? 0 : -1}
          onClick={(event) => {
            event.stopPropagation();
            focus(path);
            if (hasChildren) toggle(path);
          }}
        >
          <span className={classes.item} data-current={path === current || undefined}>
            {hasChildren ? (isOpen ? '▾ ' : '▸ ') : '  '}
            {text(node)}
          </span>
          {hasChildren && isOpen && <ul role="group">{render(node.children, path, level + 1)}</ul>}
        </li>
      );
    });

  if (!tree.length) return <p>{t('captures.details.none')}</p>;
  return (
    <ul role="tree" aria-labelledby={labelledBy} className={classes.tree} onKeyDown={onKeyDown}>
      {render(tree, null, 1)}
    </ul>
  );
}
