export declare const DEBIAN_CHROMIUM: string
export declare const CHROMIUM_ARGS: string[]
export declare function chromiumLaunchOptions(): { executablePath: string | undefined; args: string[] }
export declare function ensureChromium(): string | null
