import type { Page } from '@playwright/test';
export function handSessionToPage(page: Page, session: { accessToken: string; refreshToken: string; user: { id: number | string } }): Promise<void>;
