/** The part of Eleventy's programmatic API the benchmark uses; the package ships no types. */
declare module '@11ty/eleventy' {
  interface EleventyConfig {
    addGlobalData(name: string, value: unknown): void;
    addTemplate(virtualPath: string, content: unknown, data?: Record<string, unknown>): void;
  }
  interface EleventyOptions {
    quietMode?: boolean;
    config?: (eleventyConfig: EleventyConfig) => void;
  }
  export default class Eleventy {
    constructor(input: string, output: string, options?: EleventyOptions);
    write(): Promise<unknown>;
  }
}
