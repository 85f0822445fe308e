/**
 * jsdom finds a `<label for>`'s control by walking the whole document for the id, and an element's `labels` by
 * asking every node of the document for its control: `getByLabelText` (and accessible names) cost
 * elements × labels × nodes, seconds per query on a large form. This gives `HTMLLabelElement#control` the answer
 * jsdom's own `getElementById` gives (the first element in tree order with that id, from its id cache), so the
 * results are the same, only found without the walk.
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const DOCUMENT_NODE = 9;
const ELEMENT_NODE = 1;

type ElementImpl = {
  nodeType: number;
  namespaceURI: string | null;
  localName: string;
  type?: string;
  _ceDefinition?: { formAssociated?: boolean } | null;
  hasAttributeNS(ns: null, name: string): boolean;
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(options: object): { nodeType: number; getElementById?: (id: string) => ElementImpl | null };
};

/** jsdom's `isLabelable` (helpers/form-controls.js). */
function isLabelable(node: ElementImpl): boolean {
  if (node.nodeType !== ELEMENT_NODE || node.namespaceURI !== HTML_NS) return false;
  switch (node.localName) {
    case 'button':
    case 'meter':
    case 'output':
    case 'progress':
    case 'select':
    case 'textarea':
      return true;
    case 'input':
      return node.type !== 'hidden';
  }
  return Boolean(node._ceDefinition?.formAssociated);
}

/** The jsdom implementation object behind a DOM wrapper. */
function implOf(wrapper: object): object | undefined {
  const symbol = Object.getOwnPropertySymbols(wrapper).find((s) => s.description === 'impl');
  return symbol ? (wrapper as Record<symbol, object>)[symbol] : undefined;
}

export function speedUpJsdomLabels(): void {
  const label = implOf(document.createElement('label'));
  const proto = label && Object.getPrototypeOf(label);
  const original = proto && Object.getOwnPropertyDescriptor(proto, 'control');
  const originalGet = original?.get;
  if (!originalGet || (proto as { __fastControl?: boolean }).__fastControl) return;
  Object.defineProperty(proto, 'control', {
    ...original,
    get(this: ElementImpl) {
      if (this.hasAttributeNS(null, 'for')) {
        const forValue = this.getAttributeNS(null, 'for') ?? '';
        if (forValue === '') return null;
        const root = this.getRootNode({});
        if (root.nodeType === DOCUMENT_NODE && root.getElementById) {
          const element = root.getElementById(forValue);
          if (element === null) return null;
          if (element.getRootNode({}) === root) return isLabelable(element) ? element : null;
        }
      }
      return originalGet.call(this);
    },
  });
  (proto as { __fastControl?: boolean }).__fastControl = true;
}
