// The parts of the Digital Bazaar credential libraries (JavaScript without types of their own) that the badges use.
// biome-ignore-all lint/suspicious/noExplicitAny: JSON-LD documents are open-ended; the badges' code shapes its own.

declare module '@digitalbazaar/vc' {
  export interface DocumentLoaderResult {
    contextUrl: string | null;
    documentUrl: string;
    document: any;
    /** `'static'`: the document never changes, so jsonld may keep it resolved for the process's life. */
    tag?: string;
  }
  export type DocumentLoader = (url: string) => Promise<DocumentLoaderResult>;
  export function issue(options: { credential: object; suite: object; documentLoader: DocumentLoader }): Promise<any>;
  export function verifyCredential(options: {
    credential: object;
    suite: object | object[];
    documentLoader: DocumentLoader;
    checkStatus?: (options: any) => Promise<any>;
  }): Promise<{ verified: boolean; error?: any; results?: any[]; statusResult?: any }>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: object; cryptosuite: object; date?: Date | string });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: object;
}

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): object;
    export(options: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<{
      publicKeyMultibase: string;
      secretKeyMultibase?: string;
    }>;
  }
  export function generate(options?: { id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: {
    type: 'Multikey';
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
  }): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  export interface StatusList {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
  }
  export function createList(options: { length: number }): Promise<StatusList>;
  export function decodeList(options: { encodedList: string }): Promise<StatusList>;
  export function createCredential(options: {
    id: string;
    list: StatusList;
    statusPurpose: string;
    context?: string[];
  }): Promise<Record<string, any>>;
  export function checkStatus(options: any): Promise<any>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalbazaar/multikey-context' {
  export const contexts: Map<string, object>;
  export const CONTEXT_URL: string;
}

declare module '@digitalbazaar/security-context' {
  export const contexts: Map<string, object>;
}
