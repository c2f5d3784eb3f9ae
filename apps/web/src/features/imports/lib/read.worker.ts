/// <reference lib="webworker" />
import { parseQuickBooksBytes } from './parse';

/** Reads a QuickBooks file off the page's thread: bytes in, records (or why not) out. */
self.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  self.postMessage(parseQuickBooksBytes(event.data));
};
