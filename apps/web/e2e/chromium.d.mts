export declare const chromiumPath: string
export declare const testBrowserPath: string
export declare function chromiumArgs(): string[]
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] }
export declare function testBrowserLaunchOptions(): { executablePath: string; args: string[] }
