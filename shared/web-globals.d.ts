/**
 * The few Web APIs shared/ uses that both of its runtimes have (browsers, and Node since 11)
 * but the ES library does not declare. shared/tsconfig.json leaves out the DOM and Node types
 * so that nothing browser- or server-only creeps in; this names the exceptions one by one.
 * The client and server projects see the full declarations from their own libraries.
 */
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class URL {
  constructor(url: string, base?: string);
  static canParse(url: string, base?: string): boolean;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly hash: string;
  toString(): string;
}
