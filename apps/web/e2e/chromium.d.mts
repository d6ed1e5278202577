export declare const chromiumPath: string
export declare function chromiumArgs(): string[]
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] }
