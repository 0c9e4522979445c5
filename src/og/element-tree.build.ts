/**
 * A React element tree as plain objects a worker thread can be sent (structured clone has no symbols or
 * functions): function components are called here, and each element keeps only its type and props, which is
 * all satori reads. Build-time only.
 */
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

export type PlainNode = string | number | null | PlainElement | PlainNode[];

export interface PlainElement {
  type: string;
  props: Record<string, unknown> & { children?: PlainNode };
}

export function plainTree(node: ReactNode): PlainNode {
  if (node === null || node === undefined || typeof node === 'boolean') return null;
  if (typeof node === 'string' || typeof node === 'number') return node;
  if (typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(plainTree);
  if (!isValidElement(node)) throw new Error(`An Open Graph image cannot draw ${Object.prototype.toString.call(node)}`);
  const element = node as ReactElement<Record<string, unknown> & { children?: ReactNode }>;
  if (element.type === Fragment) return plainTree(element.props.children);
  if (typeof element.type === 'function') return plainTree((element.type as (props: unknown) => ReactNode)(element.props));
  if (typeof element.type !== 'string') throw new Error('An Open Graph image draws HTML elements and function components only');
  const { children, ...props } = element.props;
  return { type: element.type, props: children === undefined ? props : { ...props, children: plainTree(children) } };
}
