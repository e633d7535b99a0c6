// What React itself re-rendered, read the way React DevTools' profiler reads it: through the DevTools
// global hook, which React DOM (production builds included) calls on every commit. Installed in the page
// before the widget loads (addInitScript). A cart row is the outermost component whose props hold a
// `line`; it rendered in a commit when its fiber was worked on (a new fiber object, or one flagged
// PerformedWork), not when React reused the previous commit's fiber untouched.
export const REACT_COMMITS_SCRIPT = `
  (() => {
    const PERFORMED_WORK = 1; // React's fiber flag for "this component's function ran"
    const lastSeen = new Map();
    window.__rows = { rendered: new Set(), commits: 0 };
    const visit = (fiber, insideRow) => {
      for (let node = fiber; node; node = node.sibling) {
        const id = typeof node.type !== 'string' && node.memoizedProps && node.memoizedProps.line
          ? node.memoizedProps.line.id : undefined;
        const isRow = id !== undefined && !insideRow;
        if (isRow) {
          if (lastSeen.get(id) !== node && (node.flags & PERFORMED_WORK)) window.__rows.rendered.add(id);
          lastSeen.set(id, node);
        }
        if (node.child) visit(node.child, insideRow || isRow);
      }
    };
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot(_id, root) {
        window.__rows.commits++;
        visit(root.current.child, false);
      },
    };
  })();
`;

/** The page's globals that REACT_COMMITS_SCRIPT installs. */
export type RowsWindow = Window & { __rows: { rendered: Set<string>; commits: number } };
