import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '@store/shared/test';
import BlogsPage from './BlogsPage.tsx';
import BlogPage from './BlogPage.tsx';

afterEach(() => vi.restoreAllMocks());

const card = (id: number, slug: string, title: string) => ({
  id,
  slug,
  title,
  excerpt: `Excerpt of ${title}`,
  featured_image: `/api/blog-images/${slug}.svg`,
  createdAt: '2025-03-04T09:00:00.000Z',
});

function reply(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const renderAt = (path: string) => renderRoutes({ '/blogs': <BlogsPage />, '/blogs/:slug': <BlogPage /> }, path);

describe('BlogsPage', () => {
  it('shows cards with the en-GB date, By Admin and Read more, and asks for the page in the URL', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      reply(200, { success: true, message: 'ok', data: [card(1, 'a-post', 'A Post')], pagination: { currentPage: 2, totalPages: 3, hasPrevPage: true, hasNextPage: true } }),
    );
    renderAt('/blogs?page=2');
    expect(await screen.findByRole('heading', { name: 'A Post' })).toBeTruthy();
    expect(screen.getByText('4 March 2025')).toBeTruthy();
    expect(screen.getByText('By Admin')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Read more\s?: A Post$/ }).getAttribute('href')).toBe('/blogs/a-post');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/blogs?page=2');
  });

  it("shows 'Failed to load blogs: {message}'", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(400, { success: false, message: 'Invalid page', data: null }));
    renderAt('/blogs');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load blogs: Invalid page');
  });
});

describe('BlogPage', () => {
  it('renders the sanitised HTML and the related grid', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      reply(200, {
        success: true,
        message: 'ok',
        data: { ...card(2, 'the-post', 'The Post'), topic: 'guides', content: '<h2>Inside</h2><p>Body <strong>text</strong></p>' },
        related: [card(3, 'other', 'Other Post')],
      }),
    );
    renderAt('/blogs/the-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Post' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Inside' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Read More\s?: Other Post$/ }).getAttribute('href')).toBe('/blogs/other');
    await vi.waitFor(() => expect(document.title).toBe('The Post | PrintPop Store'));
  });

  it("shows 'Error loading blog: {message}' without retrying a 404", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(404, { success: false, message: 'Blog not found.', data: null }));
    renderAt('/blogs/missing');
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading blog: Blog not found.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
