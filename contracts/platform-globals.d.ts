// The contracts run in the browser and in Node, so their tsconfig has neither DOM nor Node types.
// These are the few platform globals they use, which both runtimes provide with these shapes.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}
declare class URL {
  constructor(url: string, base?: string);
  readonly pathname: string;
}
