import {
  cloneElement,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
} from 'react';
import { importWithRetry } from '../lib/chunk-load';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';

/** What the stand-in button saw before its menu's code arrived. */
export type MenuHandover = { pressed: boolean; focused: boolean };

type StandInProps = {
  onMouseDown?: () => void;
  onClick?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** A menu `MenuOnDemand` fetches: it renders `button` in its `Menu.Target` and follows `handover` (`useHandedOverMenu`). */
export type MenuOnArrival<P> = ComponentType<P & { button: ReactElement<StandInProps>; handover: MenuHandover }>;

type Props<P> = {
  /** The menu's module, fetched once: the menu component in it. */
  load: () => Promise<MenuOnArrival<P>>;
  /** The menu's button as it shows (no mouse-down, click, focus or blur handler of its own). */
  button: ReactElement<StandInProps>;
  /** What the menu component takes besides `button` and `handover`. */
  props: P;
};

/**
 * A header menu whose code (Mantine's Menu, with Popover and floating-ui) is fetched after the
 * page's first paint: every signed-in page shows the header, and the first paint need not wait
 * for menus nobody has opened yet. Until the code is in, `button` stands in, as it will look.
 * Pressed meanwhile, the menu opens as soon as its code is in; focused, it hands the focus to
 * the menu's own button (`useHandedOverMenu`). The stand-in gives way in the same commit that
 * shows the menu's button (no Suspense boundary hides either of them meanwhile).
 * docs/decisions/017-first-visit-loading.md.
 */
export function MenuOnDemand<P extends object>({ load, button, props }: Props<P>) {
  const painted = useAfterFirstPaint();
  const [handover, setHandover] = useState<MenuHandover>({ pressed: false, focused: false });
  const [Menu, setMenu] = useState<MenuOnArrival<P> | null>(null);
  const wanted = painted || handover.pressed;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    // Fetched again if that fails (offline: once the connection is back); the stand-in stays meanwhile.
    importWithRetry(load).then(
      (component) => {
        // In a transition, which React renders in short slices: the menu is not drawn in one long task after the paint.
        if (current) startTransition(() => setMenu(() => component));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, load]);
  if (Menu) return <Menu {...props} button={button} handover={handover} />;
  const press = () => setHandover((seen) => ({ ...seen, pressed: true }));
  return cloneElement(button, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    // From the pointer's press, not its release: the menu may take the stand-in's place in between.
    onMouseDown: press,
    onClick: press,
    onFocus: () => setHandover((seen) => ({ ...seen, focused: true })),
    onBlur: () => setHandover((seen) => ({ ...seen, focused: false })),
  });
}

/**
 * The state of a menu that replaced its stand-in (`MenuOnDemand`): `menu` goes to Mantine's
 * Menu, `target` to the button in its `Menu.Target`. As it arrives, the button takes the focus
 * if the stand-in had it, and the menu opens if the stand-in was pressed, after the focus has
 * moved, so that closing it gives the focus back to the button as usual.
 */
export function useHandedOverMenu({ pressed, focused }: MenuHandover) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) target.current?.focus();
  }, [focused]);
  useEffect(() => {
    if (!pressed) return;
    target.current?.focus();
    // Opened in the next frame, with the focus on the button: Mantine records it there as the menu opens.
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [pressed]);
  return { menu: { opened, onChange: setOpened }, target };
}
