// Import cycles, type-only imports included: a module that reaches itself through its imports cannot be
// read (or tested) on its own, and a type-only circle is where a value circle starts. Every import counts,
// static, dynamic or type-only, across the whole repository.
import type { Import } from './imports.ts';

/** One import that closes a cycle someone else will break; the check ignores it until it is gone. */
export interface KnownCycleImport {
  from: string;
  to: string;
  /** The cycle it closes, for whoever removes it. */
  why: string;
}

/**
 * Cycles known and left for the owners of those folders, each as the one import that, left out, breaks its
 * cycle: remove the entry together with the import it names. An entry whose import no longer exists is
 * reported by the command line as stale (it does not fail the check, so a fix elsewhere never turns main
 * red). Empty: every cycle fails `npm test`.
 */
export const KNOWN_CYCLE_IMPORTS: readonly KnownCycleImport[] = [];

/** A cycle as the files it passes through, starting at the smallest path, each importing the next. */
export type Cycle = string[];

/** The strongly connected components of more than one file (or a file importing itself), by Tarjan. */
function tangles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (indices.has(start)) continue;
    const work: Array<{ node: string; next: Iterator<string> }> = [];
    const open = (node: string) => {
      indices.set(node, index);
      lowLinks.set(node, index);
      index++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (graph.get(node) ?? new Set()).values() });
    };
    open(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const step = top.next.next();
      if (!step.done) {
        const child = step.value;
        if (!indices.has(child)) open(child);
        else if (onStack.has(child))
          lowLinks.set(top.node, Math.min(lowLinks.get(top.node)!, indices.get(child)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLinks.set(parent.node, Math.min(lowLinks.get(parent.node)!, lowLinks.get(top.node)!));
      if (lowLinks.get(top.node) !== indices.get(top.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== top.node);
      const selfImport = graph.get(top.node)?.has(top.node) ?? false;
      if (component.length > 1 || selfImport) found.push(component.sort());
    }
  }
  return found;
}

/** One shortest cycle through `start` within `members` (breadth-first), to show a reader the circle. */
function cycleThrough(graph: Map<string, Set<string>>, start: string, members: Set<string>): Cycle {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return path;
      }
      if (!cameFrom.has(next) && next !== start) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

export function buildGraph(imports: readonly Import[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, target } of imports) {
    const edges = graph.get(file) ?? new Set();
    graph.set(file, edges);
    if (target) edges.add(target);
  }
  return graph;
}

/** Every tangle of imports, each shown as one of its cycles; the `ignored` imports are left out first. */
export function findCycles(imports: readonly Import[], ignored: readonly KnownCycleImport[] = []): Cycle[] {
  const skip = new Set(ignored.map(({ from, to }) => `${from} -> ${to}`));
  const graph = buildGraph(imports.filter((i) => !i.target || !skip.has(`${i.file} -> ${i.target}`)));
  return tangles(graph).map((component) => cycleThrough(graph, component[0]!, new Set(component)));
}

/** Entries of `known` whose import is gone: the cycle was broken, the entry can go. */
export function staleKnownImports(
  imports: readonly Import[],
  known: readonly KnownCycleImport[] = KNOWN_CYCLE_IMPORTS,
): KnownCycleImport[] {
  const present = new Set(imports.map((i) => `${i.file} -> ${i.target}`));
  return known.filter(({ from, to }) => !present.has(`${from} -> ${to}`));
}

export const describeCycle = (cycle: Cycle): string => [...cycle, cycle[0]].join(' -> ');
