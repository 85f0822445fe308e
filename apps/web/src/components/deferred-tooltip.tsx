import type { TooltipProps } from '@mui/material/Tooltip';
import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';

type TooltipComponent = ComponentType<TooltipProps>;

let tooltip: TooltipComponent | null = null;
let loading: Promise<TooltipComponent> | null = null;

function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('@mui/material/Tooltip').then((module) => {
    tooltip = module.default;
    return tooltip;
  });
  return loading;
}

type ChildProps = {
  'aria-label'?: string;
  onMouseOver?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  ref?: Ref<HTMLElement>;
};

/**
 * MUI's Tooltip, whose code (with Popper's) loads the first time the pointer or the focus reaches one of
 * these elements, so that the shell and the lists do not load it before they show (decision 0032). Until
 * then the element carries the label the tooltip would give it; once loaded, the tooltip opens at once if
 * the pointer or the focus is still there (the focus is given back to the element, which is drawn again
 * inside the tooltip), and behaves as MUI's from then on. The element's own `ref` is replaced.
 */
export function DeferredTooltip({ children, title, describeChild, ...props }: TooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => tooltip);
  const [open, setOpen] = useState(false);
  const focused = useRef(false);
  const element = useRef<HTMLElement>(null);
  const child = children as ReactElement<ChildProps>;

  useEffect(() => {
    if (Tooltip && focused.current) {
      focused.current = false;
      element.current?.focus();
    }
  }, [Tooltip]);

  const leave = {
    onMouseLeave: (event: MouseEvent) => {
      child.props.onMouseLeave?.(event);
      setOpen(false);
    },
    onBlur: (event: FocusEvent) => {
      child.props.onBlur?.(event);
      focused.current = false;
      setOpen(false);
    },
  };

  if (!Tooltip) {
    const arm = (byFocus: boolean) => {
      focused.current = byFocus;
      setOpen(true);
      void loadTooltip().then((loaded) => setTooltip(() => loaded));
    };
    return cloneElement(child, {
      ...(typeof title === 'string' && !describeChild && child.props['aria-label'] === undefined
        ? { 'aria-label': title }
        : {}),
      ...leave,
      onMouseOver: (event: MouseEvent) => {
        child.props.onMouseOver?.(event);
        arm(false);
      },
      onFocus: (event: FocusEvent) => {
        child.props.onFocus?.(event);
        arm(true);
      },
    });
  }
  return (
    <Tooltip
      {...props}
      title={title}
      describeChild={describeChild}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    >
      {cloneElement(child, { ...leave, ref: element })}
    </Tooltip>
  );
}
