// Generated from /api/openapi.json by openapi-typescript: `npm run openapi:types`. Do not edit.
// api/test/openApiTypes.test.ts fails when this file and the server's document differ.
/* eslint-disable */
export interface paths {
    "/api/{provider}/blueprints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's blueprints (blank products) to request a design on, paged */
        get: operations["getApiProviderBlueprints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{provider}/blueprints/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a design on another blueprint */
        post: operations["postApiProviderBlueprintsRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/adidas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiAdidas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, 50 a page, by area (order, product …), person and target */
        get: operations["getApiAdminActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The back office's audit log: the last 50 changes */
        get: operations["getApiAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Backups: recent runs, the files kept, the schedule and where they go */
        get: operations["getApiAdminBackups"];
        put?: never;
        /** Back up now (one at a time across the cluster) */
        post: operations["postApiAdminBackups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backups/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one backup file */
        get: operations["getApiAdminBackupsName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backups/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the backup schedule and retention */
        put: operations["putApiAdminBackupsSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every blog post, drafts included, newest first */
        get: operations["getApiAdminBlogs"];
        put?: never;
        /** Create a blog post (HTML sanitised on save) */
        post: operations["postApiAdminBlogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blogs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One blog post for editing */
        get: operations["getApiAdminBlogsId"];
        /** Edit a blog post, publish or unpublish it */
        put: operations["putApiAdminBlogsId"];
        post?: never;
        /** Delete a blog post */
        delete: operations["deleteApiAdminBlogsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blogs/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The HTML a post would show, after the sanitiser */
        post: operations["postApiAdminBlogsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/home-sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home sections' hand-picked products (null: the default listing) */
        get: operations["getApiAdminCatalogueHomeSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/home-sections/{section}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose a home section's products (an empty list: back to its default listing) */
        put: operations["putApiAdminCatalogueHomeSectionsSection"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products by title or id, hidden ones too, 20 a page */
        get: operations["getApiAdminCatalogueProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/products/{productId}/compare-at": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a product's compare-at price (cents, above its price) or clear it (null) */
        put: operations["putApiAdminCatalogueProductsProductIdCompareAt"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/products/{productId}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a product from the shop, or show it again */
        post: operations["postApiAdminCatalogueProductsProductIdVisibility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last catalogue sync: provider, version, when, the last run's outcome and progress */
        get: operations["getApiAdminCatalogueSync"];
        put?: never;
        /** Import the whole catalogue from the print provider now, in the background (409 while one runs) */
        post: operations["postApiAdminCatalogueSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer accounts, newest first, paged; q matches part of the name or e-mail */
        get: operations["getApiAdminCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer: their orders, total spent (net of refunds), newsletter state and last visit */
        get: operations["getApiAdminCustomersCustomerId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders and revenue today, 7 and 30 days, revenue per day, orders needing attention */
        get: operations["getApiAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deploy-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deploy tokens (labels, never the tokens) */
        get: operations["getApiAdminDeployTokens"];
        put?: never;
        /** A new deploy token for a team's pipeline: shown once */
        post: operations["postApiAdminDeployTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deploy-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a deploy token */
        delete: operations["deleteApiAdminDeployTokensId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/design-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Design requests: new ones oldest first, or the answered ones */
        get: operations["getApiAdminDesignRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/design-requests/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a design request by e-mail to the shopper */
        post: operations["postApiAdminDesignRequestsIdReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every discount code with its uses */
        get: operations["getApiAdminDiscounts"];
        put?: never;
        /** A new discount code: percentage or fixed amount off the goods, optional expiry and usage limit */
        post: operations["postApiAdminDiscounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a discount code's expiry, usage limit or whether it is on (its code and amount stay) */
        put: operations["putApiAdminDiscountsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in admin */
        get: operations["getApiAdminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a newsletter to every subscriber (or, with test, to the admin only) */
        post: operations["postApiAdminNewsletters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletters/audience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many subscribers a newsletter would reach now */
        get: operations["getApiAdminNewslettersAudience"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletters/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The HTML a newsletter would carry, after the sanitiser */
        post: operations["postApiAdminNewslettersPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletters/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest newsletter's send: recipients, sent, failed, still to reach (null: none sent yet) */
        get: operations["getApiAdminNewslettersProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The e-mails the owner may switch on or off, and every template that can be previewed */
        get: operations["getApiAdminNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notices/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Switch one e-mail on or off */
        put: operations["putApiAdminNoticesKind"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notices/previews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One e-mail template filled with sample values: subject, text and HTML */
        get: operations["getApiAdminNoticesPreviewsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every shopper's orders, newest first, paged, by status, payment status, fulfilment, dates, order number, e-mail or name */
        get: operations["getApiAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The orders the same filters find, as CSV (newest first, at most 10000) */
        get: operations["getApiAdminOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order: shopper, address, items, amounts, payment and its timeline */
        get: operations["getApiAdminOrdersOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's private notes on an order, oldest first */
        get: operations["getApiAdminOrdersOrderIdNotes"];
        put?: never;
        /** Adds a private note to an order (never shown to the shopper) */
        post: operations["postApiAdminOrdersOrderIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give back part or all of an order's card payment (a void before it settles); a full refund cancels the order, at the provider too */
        post: operations["postApiAdminOrdersOrderIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}/resend-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the order's payment confirmation e-mail again */
        post: operations["postApiAdminOrdersOrderIdResendConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}/retry-fulfilment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a paid order to the print provider again (idempotent at the provider) */
        post: operations["postApiAdminOrdersOrderIdRetryFulfilment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One action (send to the print provider again, resend the confirmation) on each selected order; the reply lists each order done or refused, and is not a success when any was refused */
        post: operations["postApiAdminOrdersBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment-scripts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment page's scripts (inventory) and the recent checks against it */
        get: operations["getApiAdminPaymentScripts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment-scripts/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the served payment page against its inventory now */
        post: operations["postApiAdminPaymentScriptsCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/products.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sales report by product as CSV (dollars) */
        get: operations["getApiAdminReportsProductsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales of paid orders by day, week or month and by product: gross, refunds and net */
        get: operations["getApiAdminReportsSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/sales.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sales report by period as CSV (dollars) */
        get: operations["getApiAdminReportsSalesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every review, newest first, filtered by state and rating */
        get: operations["getApiAdminReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a review for spam, personal data or offensive language (its author sees the reason) */
        post: operations["postApiAdminReviewsIdHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner's public reply under a review (replaces an earlier one) */
        post: operations["postApiAdminReviewsIdReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden review again */
        post: operations["postApiAdminReviewsIdUnhide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current newsletter subscribers, newest first, 50 a page */
        get: operations["getApiAdminSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every current subscriber as CSV (email, subscribed at) */
        get: operations["getApiAdminSubscribersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax-regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The regions where the store collects tax, with their rates */
        get: operations["getApiAdminTaxRegions"];
        put?: never;
        /** Collect tax in a new country or subdivision */
        post: operations["postApiAdminTaxRegions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax-regions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a tax region's place, rate or shipping rule (orders already taxed keep their tax) */
        put: operations["putApiAdminTaxRegionsId"];
        post?: never;
        /** Stop collecting tax in a region (orders already taxed keep their tax) */
        delete: operations["deleteApiAdminTaxRegionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a one-time code to reset the password */
        post: operations["postApiAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in; a guest's wishlist and cart are merged into the account */
        post: operations["postApiAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: the refresh token stops working */
        post: operations["postApiAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user: id, e-mail, names and role */
        get: operations["getApiAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in user's own profile */
        post: operations["postApiAuthProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swap a refresh token for a new access and refresh token */
        post: operations["postApiAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: operations["postApiAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/update-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the reset token */
        post: operations["postApiAuthUpdatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the one-time code; answers a short-lived reset token */
        post: operations["postApiAuthVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/baby-accessories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiBabyAccessories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a backup for `npm run backup` (X-Backup-Token from the data directory) */
        post: operations["postApiBackupRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiBags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bathroom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiBathroom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/beauty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiBeauty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/biling-details/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the signed-in user's billing and shipping details */
        post: operations["postApiBilingDetailsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/biling-details/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update the signed-in user's billing and shipping details */
        post: operations["postApiBilingDetailsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blankets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiBlankets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog-images/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A blog post's picture (SVG) */
        get: operations["getApiBlogImagesFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published blog post by its id */
        get: operations["getApiBlogDetailsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published blog posts, paged */
        get: operations["getApiBlogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published blog post by its slug */
        get: operations["getApiBlogsSlugSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bottles-tumblers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiBottlesTumblers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/canvas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiCanvas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/car-accessories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiCarAccessories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coffee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiCoffee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deploys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The registry of remotes: live versions, canaries, versions, history, error rates (ETag = revision) */
        get: operations["getApiDeploys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deploys/{remote}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deploy a build of one remote as a new version (gate-checked; live, or a canary) */
        post: operations["postApiDeploysRemote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deploys/{remote}/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a remote's canary live for everyone */
        post: operations["postApiDeploysRemotePromote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deploys/{remote}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make the previous version (or the named one) live again */
        post: operations["postApiDeploysRemoteRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discount/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a discount code can be used now and what it takes off these goods (the order is discounted on placement, on server prices) */
        post: operations["postApiDiscountCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API's reference, as a page where each operation can be tried */
        get: operations["getApiDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/face-masks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiFaceMasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites-cart/{provider}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wishlist, paged */
        get: operations["getApiFavouritesCartProviderItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites-cart/add-remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product to, or remove it from, the wishlist or the cart */
        post: operations["postApiFavouritesCartAddRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites-cart/cart/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cart, with prices from the catalogue */
        get: operations["getApiFavouritesCartCartItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites-cart/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the size or colour of a cart line */
        post: operations["postApiFavouritesCartUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites-cart/update/cart/quantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the quantity of a cart line */
        post: operations["postApiFavouritesCartUpdateCartQuantity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/glassware": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiGlassware"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiHats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers, with the catalogue's size as the database last gave it (the database asked at most a second ago, the products counted at most a minute ago; 503 when the database has not answered for 15 s) */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home-decor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiHomeDecor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's four product sections */
        get: operations["getApiHomeProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hoodies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiHoodies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jewelry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiJewelry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kids-clothing/baby-clothing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiKidsClothingBabyClothing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kids-clothing/bottoms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiKidsClothingBottoms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kids-clothing/longsleeve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiKidsClothingLongsleeve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kids-clothing/other": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiKidsClothingOther"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kids-clothing/sportswear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiKidsClothingSportswear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kids-clothing/sweatshirt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiKidsClothingSweatshirt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kids-clothing/t-shirts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiKidsClothingTShirts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kitchen-accessories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiKitchenAccessories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mens-clothing/bottoms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiMensClothingBottoms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mens-clothing/hoodies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiMensClothingHoodies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mens-clothing/longsleeve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiMensClothingLongsleeve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mens-clothing/shoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiMensClothingShoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mens-clothing/sportswear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiMensClothingSportswear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mens-clothing/sweatshirt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiMensClothingSweatshirt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mens-clothing/swimwear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiMensClothingSwimwear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mens-clothing/t-shirts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiMensClothingTShirts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mens-clothing/tanktops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiMensClothingTanktops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile-cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiMobileCover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mockups/{shape}/{base}/{accent}/{motif}/{view}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product mock-up picture (SVG) of the demo catalogue */
        get: operations["getApiMockupsShapeBaseAccentMotifView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mouse-pads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiMousePads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mugs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiMugs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscription e-mail's confirmation link: sends the reader to the store's page with a Confirm button (never acts on GET) */
        get: operations["getApiNewsletterConfirm"];
        put?: never;
        /** Confirm a newsletter subscription with the token of its e-mail (the page's Confirm button) */
        post: operations["postApiNewsletterConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newsletter's unsubscribe link: sends the reader to the store's page with an Unsubscribe button (never acts on GET) */
        get: operations["getApiNewsletterUnsubscribe"];
        put?: never;
        /** One-click unsubscribe (RFC 8058) with the token of the List-Unsubscribe link */
        post: operations["postApiNewsletterUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API's OpenAPI 3.1 document */
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{orderId}/shipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tracking of one of the signed-in user's orders: carrier, number and events, or null until it ships */
        get: operations["getApiOrderOrderIdShipment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{provider}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's orders, newest first, with the provider's details */
        get: operations["getApiOrderProviderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete one of the signed-in user's unpaid orders */
        post: operations["postApiOrderDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One of the signed-in user's orders, with its tax */
        post: operations["postApiOrderDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay an order with a card token from the gateway’s tokenizer (the amount must match the server total; card numbers and CVVs are refused) */
        post: operations["postApiPaymentCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The card tokenizer the payment page loads from the gateway (public values only) */
        get: operations["getApiPaymentConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiPets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pillows-covers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiPillowsCovers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/place-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place an order for these items with this shipping method (unpaid until /api/payment/card) */
        post: operations["postApiPlaceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-details/{productId}/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with its variants, options, images and size guide */
        get: operations["getApiProductDetailsProductIdCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{productId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's visible reviews, newest first, with their count and average */
        get: operations["getApiProductsProductIdReviews"];
        put?: never;
        /** Write or edit the signed-in buyer's review of a product (one per account) */
        post: operations["postApiProductsProductIdReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The print provider's first products, read by the server with its own credential (cached 5 minutes) */
        get: operations["getApiProviderProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness for a load balancer: database and cache reachable, not draining */
        get: operations["getApiReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report that a remote's page failed in the browser (remote, version, error name, route pattern) */
        post: operations["postApiRemoteErrors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks a review invitation's signed link for the signed-in shopper */
        get: operations["getApiReviewsInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/mine/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in shopper's review of a product (with why it was hidden) and whether they may write one */
        get: operations["getApiReviewsMineProductId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rugs-mats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiRugsMats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search the catalogue (title, tags, words), paged */
        post: operations["postApiSearchProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shipping options and prices for the cart to this address */
        post: operations["postApiShippingCalculate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop-accessories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiShopAccessories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop-clothing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiShopClothing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop-home-living": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiShopHomeLiving"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiShopProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-image.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A PNG of one of the store's SVG pictures (og:image, the feed's image link) */
        get: operations["getApiSocialImagePng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/socks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiSocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sports-games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiSportsGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an e-mail address to the newsletter */
        post: operations["postApiSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiSupplements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sweatshirts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiSweatshirts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/t-shirts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiTShirts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/towels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiTowels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/travel-accessories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiTravelAccessories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel one of the signed-in user's orders before production; a paid one is refunded in full */
        post: operations["postApiUpdateOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The print provider's signed event deliveries (raw body) */
        post: operations["postApiWebhooksProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womens-clothing/bottoms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiWomensClothingBottoms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womens-clothing/hoodies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiWomensClothingHoodies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womens-clothing/longsleeve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiWomensClothingLongsleeve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womens-clothing/shoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiWomensClothingShoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womens-clothing/skirts-and-dresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiWomensClothingSkirtsAndDresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womens-clothing/sportswear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiWomensClothingSportswear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womens-clothing/sweatshirt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiWomensClothingSweatshirt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womens-clothing/swimwear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiWomensClothingSwimwear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womens-clothing/t-shirts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiWomensClothingTShirts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/womens-clothing/tanktops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product listing of the category menu, paged, with optional price, colour and size filters */
        get: operations["getApiWomensClothingTanktops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        BlogPost: {
            /** @description HTML, sanitised by the server */
            content: string;
            /**
             * @description ISO 8601 time
             * @example 2026-11-29T08:00:00.000Z
             */
            createdAt: string;
            featured_image: string;
            id: number;
            slug: string;
            title: string;
            topic: string;
        };
        BlogSummary: {
            /**
             * @description ISO 8601 time
             * @example 2026-11-29T08:00:00.000Z
             */
            createdAt: string;
            excerpt: string;
            featured_image: string;
            id: number;
            slug: string;
            title: string;
        };
        CardProduct: {
            category: string;
            /** @description the owner's compare-at price, only while above the price */
            compareAtCents?: number | null;
            id: string;
            image: string;
            /** @description the lowest price of the last 30 days, sent with compareAtCents */
            lowest30dCents?: number | null;
            moreSizes: boolean;
            /** @description money in integer cents */
            price: number;
            productId: string;
            sizes: string[];
            title: string;
        };
        ErrorEnvelope: {
            data: unknown;
            /** @example Please log in to continue. */
            message: string;
            /** @constant */
            success: false;
        };
        /** @description A wishlist or cart row; a cart row carries `{provider}Details`, the product as the print provider names it */
        FavouritesCartEntry: {
            category: string;
            color?: string | null;
            color_id?: number | null;
            /** @description the owner's compare-at price, only while above the price */
            compareAtCents?: number | null;
            default_image: string;
            id: string | number;
            /** @description the lowest price of the last 30 days, sent with compareAtCents */
            lowest30dCents?: number | null;
            product_id: string;
            /** @description dollars with two decimals */
            productPrice: string;
            productTitle: string;
            quantity?: number;
            size_id?: number | null;
            sizes?: string | null;
            /** @enum {string} */
            type: "favorite" | "cart";
            uid: string;
            variant_id?: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description An order (spec §3), money in cents; `{provider}Details` beside it is what the print partner says (null until it has the order) */
        Order: {
            /** @description the shipping address, JSON text */
            address: string;
            /** @description money in integer cents */
            chargeableAmount: number;
            /**
             * @description ISO 8601 time
             * @example 2026-11-29T08:00:00.000Z
             */
            createdAt: string;
            /** @description money in integer cents */
            discount?: number;
            discountCode?: string | null;
            id: number;
            orderId: number;
            orderItems: components["schemas"]["OrderItem"][];
            paymentId: string | null;
            paymentMethod: string;
            paymentStatus: string;
            /** @description money in integer cents */
            shippingCost: number;
            shippingOption: string;
            status: string;
            /** @description money in integer cents */
            subtotal: number;
            /** @description money in integer cents */
            tax: number;
            taxLabel: string | null;
            /** @description money in integer cents */
            totalAmount: number;
        } & {
            [key: string]: unknown;
        };
        OrderDetails: {
            id: number;
            line_items: {
                metadata: {
                    /** @description money in integer cents */
                    price: number;
                    sku: string;
                    title: string;
                    variant_label: string;
                };
                product_id?: string;
                quantity: number;
                status: string;
                variant_id?: number;
            }[];
            status: string;
        };
        OrderItem: {
            color: string | null;
            id: number;
            /** @description money in integer cents */
            price: number;
            productId: string;
            productImage: string;
            productTitle: string;
            quantity: number;
            size: string | null;
            sku: string;
            /** @description money in integer cents */
            totalPrice: number;
            variant_id: number;
            variantLabel: string;
        };
        Pagination: {
            currentPage: number;
            hasNextPage?: boolean;
            hasPrevPage?: boolean;
            totalPages: number;
        };
        ProductDetail: {
            blueprint_id?: number;
            category: string;
            /** @description the owner's compare-at price, only while above the price */
            compareAtCents?: number | null;
            description: string;
            id: string;
            images: {
                is_default?: boolean;
                src: string;
                variant_ids: number[];
            }[];
            /** @description the lowest price of the last 30 days, sent with compareAtCents */
            lowest30dCents?: number | null;
            options: {
                name: string;
                type: string;
                values: {
                    colors?: string[];
                    id: number;
                    title: string;
                }[];
            }[];
            tags: string[];
            title: string;
            variants: components["schemas"]["Variant"][];
        };
        /**
         * @example {
         *       "id": "p1",
         *       "productId": "p1",
         *       "title": "Sunset tee",
         *       "category": "t-shirts",
         *       "image": "/api/mockups/p1.png",
         *       "price": 2400,
         *       "options": "[]",
         *       "variants": []
         *     }
         */
        ProductListItem: {
            category: string;
            /** @description the owner's compare-at price, only while above the price */
            compareAtCents?: number | null;
            id: string;
            image: string;
            /** @description the lowest price of the last 30 days, sent with compareAtCents */
            lowest30dCents?: number | null;
            /** @description the options as JSON text (spec §3) */
            options: string;
            /** @description money in integer cents */
            price: number;
            productId: string;
            title: string;
            variants: components["schemas"]["Variant"][];
        };
        User: {
            address?: string | null;
            city?: string | null;
            country?: string | null;
            created_at?: string;
            email: string;
            fName: string;
            id: string;
            lName: string;
            phone?: string | null;
            region?: string | null;
            /** @enum {string} */
            role?: "customer" | "admin";
            zip?: string | null;
        };
        Variant: {
            id: number;
            is_available: boolean;
            is_enabled: boolean;
            options: number[];
            /** @description money in integer cents */
            price: number;
            sku: string;
            title: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiProviderBlueprints: {
        parameters: {
            query?: {
                designId?: string;
                page?: number;
            };
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            images: string[];
                            product?: {
                                category: string;
                                productId: string;
                                title: string;
                            } | null;
                            /** @description the caller's request for a design on it, if any */
                            requestStatus: string | null;
                            title: string;
                        }[];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiProviderBlueprintsRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    blueprintId: number;
                    designId: string | number;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            blueprintId: number;
                            designId: string;
                            /** @constant */
                            requestStatus: "pending";
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdidas: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminActivity: {
        parameters: {
            query?: {
                actor?: string | "system" | "";
                area?: ("order" | "product" | "catalogue" | "home-section" | "blog" | "design-request" | "review" | "newsletter" | "tax-region" | "discount" | "notice" | "user") | "";
                page?: number;
                target?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actors: {
                            email: string;
                            id: string;
                        }[];
                        data: {
                            action: string;
                            actorEmail: string | null;
                            actorId: string | null;
                            /** @description the state after */
                            after: unknown;
                            /** @description the state before, as recorded */
                            before: unknown;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            id: string;
                            target: string | null;
                        }[];
                        message: string;
                        page: number;
                        /** @constant */
                        success: true;
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            action: string;
                            actorEmail: string | null;
                            actorId: string | null;
                            /** @description the state after */
                            after: unknown;
                            /** @description the state before, as recorded */
                            before: unknown;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            id: string;
                            target: string | null;
                        }[];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            files: {
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                modifiedAt: string;
                                name: string;
                                restoreCommand: string;
                                size: number;
                            }[];
                            lastSuccessAt: string | null;
                            runs: {
                                error: string | null;
                                fileName: string | null;
                                finishedAt: string | null;
                                /** @description embedded database on disk: how long the backup held it (ms); null elsewhere */
                                holdMs: number | null;
                                id: number;
                                removedAt: string | null;
                                secretsIncluded: boolean | null;
                                sizeBytes: number | null;
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                startedAt: string;
                                /** @enum {string} */
                                status: "running" | "succeeded" | "failed";
                                /** @enum {string} */
                                trigger: "manual" | "schedule" | "command";
                            }[];
                            schedule: {
                                enabled: boolean;
                                everyHours: number;
                                keepDaily: number;
                                keepWeekly: number;
                            };
                            secretsSealed: boolean;
                            store: {
                                kind: string;
                                where: string;
                            };
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description embedded database on disk: how long the backup held it (ms); null on PostgreSQL and in memory */
                            holdMs: number | null;
                            name: string;
                            secretsIncluded: boolean;
                            size: number;
                            tables: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminBackupsName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": unknown;
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putApiAdminBackupsSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    everyHours: number;
                    keepDaily: number;
                    keepWeekly: number;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            everyHours: number;
                            keepDaily: number;
                            keepWeekly: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminBlogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            featuredImage: string;
                            id: number;
                            published: boolean;
                            slug: string;
                            title: string;
                            topic: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminBlogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    published: boolean;
                    title: string;
                    topic: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            featuredImage: string;
                            id: number;
                            published: boolean;
                            slug: string;
                            title: string;
                            topic: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            updatedAt: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminBlogsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            featuredImage: string;
                            id: number;
                            published: boolean;
                            slug: string;
                            title: string;
                            topic: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            updatedAt: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putApiAdminBlogsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    published: boolean;
                    title: string;
                    topic: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            content: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            featuredImage: string;
                            id: number;
                            published: boolean;
                            slug: string;
                            title: string;
                            topic: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            updatedAt: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteApiAdminBlogsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminBlogsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description after the sanitiser */
                            html: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminCatalogueHomeSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description null: the default listing */
                            picks: {
                                [key: string]: components["schemas"]["ProductListItem"][] | null;
                            };
                            /** @description each section's title */
                            sections: {
                                [key: string]: string;
                            };
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putApiAdminCatalogueHomeSectionsSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                section: "tShirts" | "mobileCovers" | "mugs" | "womensSkirtsDresses" | "shoes";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productIds: string[];
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            productIds: string[];
                            /** @enum {string} */
                            section: "tShirts" | "mobileCovers" | "mugs" | "womensSkirtsDresses" | "shoes";
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminCatalogueProducts: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            category: string;
                            compareAtCents: number | null;
                            hidden: boolean;
                            image: string;
                            /** @description money in integer cents */
                            lowest30dCents: number;
                            /** @description money in integer cents */
                            priceCents: number;
                            productId: string;
                            title: string;
                        }[];
                        message: string;
                        page: number;
                        /** @constant */
                        success: true;
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putApiAdminCatalogueProductsProductIdCompareAt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    compareAtCents: number | null;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            compareAtCents: number | null;
                            /** @description money in integer cents */
                            priceCents: number;
                            productId: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminCatalogueProductsProductIdVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hidden: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            hidden: boolean;
                            productId: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminCatalogueSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lastRun: {
                                finishedAt: string | null;
                                id: number;
                                message: string | null;
                                products: number | null;
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                startedAt: string;
                                /** @enum {string} */
                                status: "running" | "succeeded" | "failed";
                            } | null;
                            /** @description how far the running sync has got (null: none runs) */
                            progress: {
                                applied: number;
                                /** @enum {string} */
                                phase: "staging" | "comparing" | "applying" | "listings" | "finishing";
                                staged: number;
                                toApply: number | null;
                            } | null;
                            provider: string | null;
                            syncedAt: string | null;
                            version: string | null;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminCatalogueSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            runId: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminCustomers: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            id: number;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            joinedAt: string;
                            lastVisitAt: string | null;
                            name: string;
                            paidOrders: number;
                            /** @enum {string} */
                            subscription: "confirmed" | "pending" | "none";
                            /** @description money in integer cents */
                            totalSpentCents: number;
                        }[];
                        message: string;
                        page: number;
                        /** @constant */
                        success: true;
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminCustomersCustomerId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            id: number;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            joinedAt: string;
                            lastVisitAt: string | null;
                            name: string;
                            orders: {
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                createdAt: string;
                                orderId: number;
                                paymentStatus: string;
                                /** @description money in integer cents */
                                refundedCents: number;
                                status: string;
                                /** @description money in integer cents */
                                totalCents: number;
                            }[];
                            paidOrders: number;
                            /** @enum {string} */
                            subscription: "confirmed" | "pending" | "none";
                            /** @description money in integer cents */
                            totalSpentCents: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attention: {
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                createdAt: string;
                                email: string;
                                orderId: number;
                                /** @enum {string} */
                                reason: "not-sent" | "provider-error" | "payment-unknown";
                            }[];
                            latest: {
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                createdAt: string;
                                email: string;
                                orderId: number;
                                partnerStatus: string | null;
                                paymentStatus: string;
                                /** @description money in integer cents */
                                refundedCents: number;
                                shopperName: string;
                                status: string;
                                /** @description money in integer cents */
                                totalCents: number;
                            }[];
                            revenuePerDay: {
                                day: string;
                                orders: number;
                                /** @description money in integer cents */
                                revenueCents: number;
                            }[];
                            windows: {
                                days: 1 | 7 | 30;
                                orders: number;
                                /** @description money in integer cents */
                                refundedCents: number;
                                /** @description money in integer cents */
                                revenueCents: number;
                            }[];
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminDeployTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            id: number;
                            label: string;
                            revoked: boolean;
                        }[];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminDeployTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description shown once */
                            token: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteApiAdminDeployTokensId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminDesignRequests: {
        parameters: {
            query?: {
                page?: number;
                state?: "new" | "answered";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answer: string | null;
                            answeredAt: string | null;
                            blueprintId: number;
                            blueprintTitle: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            design: {
                                category: string;
                                productId: string;
                                title: string;
                            } | null;
                            id: number;
                            shopperEmail: string;
                            shopperName: string;
                            /** @enum {string} */
                            state: "new" | "answered";
                        }[];
                        message: string;
                        page: number;
                        /** @constant */
                        success: true;
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminDesignRequestsIdReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answer: string | null;
                            answeredAt: string | null;
                            blueprintId: number;
                            blueprintTitle: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            design: {
                                category: string;
                                productId: string;
                                title: string;
                            } | null;
                            id: number;
                            shopperEmail: string;
                            shopperName: string;
                            /** @enum {string} */
                            state: "new" | "answered";
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminDiscounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            code: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            expiresAt: string | null;
                            id: number;
                            /** @enum {string} */
                            kind: "percent" | "fixed";
                            usageLimit: number | null;
                            used: number;
                            value: number;
                        }[];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminDiscounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @default null */
                    expiresAt?: string | null;
                    /** @enum {string} */
                    kind: "percent" | "fixed";
                    /** @default null */
                    usageLimit?: number | null;
                    value: string | number;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            code: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            expiresAt: string | null;
                            id: number;
                            /** @enum {string} */
                            kind: "percent" | "fixed";
                            usageLimit: number | null;
                            used: number;
                            value: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putApiAdminDiscountsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: boolean;
                    /** @default null */
                    expiresAt?: string | null;
                    /** @default null */
                    usageLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            code: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            expiresAt: string | null;
                            id: number;
                            /** @enum {string} */
                            kind: "percent" | "fixed";
                            usageLimit: number | null;
                            used: number;
                            value: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @constant */
                            role: "admin";
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminNewsletters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    html: string;
                    subject: string;
                    /** @default false */
                    test?: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description a test: sent to the admin only */
                            to: string;
                        } | {
                            /** @description the newsletter: its progress is at /api/admin/newsletters/progress */
                            id: number;
                            recipients: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminNewslettersAudience: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recipients: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminNewslettersPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    html: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description after the sanitiser */
                            html: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminNewslettersProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description null: no newsletter sent yet */
                        data: {
                            /** @description tried every time without success */
                            failed: number;
                            /** @description null while it is being sent */
                            finishedAt: string | null;
                            id: number;
                            pending: number;
                            recipients: number;
                            retrying: number;
                            sent: number;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            startedAt: string;
                            subject: string;
                        } | null;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminNotices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            previews: {
                                audience: string;
                                id: string;
                                label: string;
                            }[];
                            settings: {
                                description: string;
                                enabled: boolean;
                                kind: string;
                            }[];
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putApiAdminNoticesKind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "shopper-cancel" | "shopper-refund" | "owner-new-order" | "owner-cancel" | "owner-fulfilment-failed";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            kind: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminNoticesPreviewsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            audience: string;
                            bodyHtml: string;
                            html: string;
                            id: string;
                            label: string;
                            subject: string;
                            text: string;
                            to: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminOrders: {
        parameters: {
            query?: {
                from?: string;
                fulfilment?: ("not-sent" | "on-hold" | "sending-to-production" | "in-production" | "partially-fulfilled" | "shipped" | "fulfilled" | "delivered" | "had-issues" | "canceled") | "";
                page?: number;
                paymentStatus?: string;
                q?: string;
                status?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            email: string;
                            orderId: number;
                            partnerStatus: string | null;
                            paymentStatus: string;
                            /** @description money in integer cents */
                            refundedCents: number;
                            shopperName: string;
                            status: string;
                            /** @description money in integer cents */
                            totalCents: number;
                        }[];
                        message: string;
                        page: number;
                        /** @constant */
                        success: true;
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminOrdersCsv: {
        parameters: {
            query?: {
                from?: string;
                fulfilment?: ("not-sent" | "on-hold" | "sending-to-production" | "in-production" | "partially-fulfilled" | "shipped" | "fulfilled" | "delivered" | "had-issues" | "canceled") | "";
                paymentStatus?: string;
                q?: string;
                status?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminOrdersOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: {
                                [key: string]: string;
                            };
                            amounts: {
                                /** @description money in integer cents */
                                chargedCents: number;
                                /** @description money in integer cents */
                                discountCents?: number;
                                discountCode?: string | null;
                                /** @description money in integer cents */
                                refundedCents: number;
                                /** @description money in integer cents */
                                shippingCents: number;
                                /** @description money in integer cents */
                                subtotalCents: number;
                                /** @description money in integer cents */
                                taxCents: number;
                                taxLabel?: string | null;
                                /** @description money in integer cents */
                                totalCents: number;
                            };
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            items: {
                                /** @description money in integer cents */
                                priceCents: number;
                                productId: string;
                                quantity: number;
                                title: string;
                                /** @description money in integer cents */
                                totalCents: number;
                                variant: string;
                            }[];
                            orderId: number;
                            partnerOrderId: string | null;
                            partnerStatus: string | null;
                            payment: {
                                brand: string | null;
                                last4: string | null;
                                status: string;
                                transactionId: string | null;
                            } | null;
                            paymentStatus: string;
                            shipment: {
                                carrier: string;
                                providerUrl: string | null;
                                trackingNumber: string;
                            } | null;
                            shippingOption: string;
                            shopper: {
                                email: string;
                                id: string;
                                name: string;
                            };
                            status: string;
                            timeline: {
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                at: string;
                                kind: string;
                                text: string;
                            }[];
                            trackingUrl: string | null;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminOrdersOrderIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            authorEmail: string | null;
                            body: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            id: number;
                        }[];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminOrdersOrderIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            authorEmail: string | null;
                            body: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            id: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminOrdersOrderIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountCents?: number;
                    asReturn?: boolean;
                    requestKey: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description whether the print provider canceled the order (a full refund) */
                            partnerCanceled: boolean | null;
                            refund: {
                                /** @description money in integer cents */
                                amountCents: number;
                                id: string;
                                /** @enum {string} */
                                kind: "refund" | "void";
                                message: string | null;
                                orderId: number;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "declined" | "unknown";
                                /** @description money in integer cents */
                                taxCents: number;
                            };
                            /** @description the same requestKey was refunded before: nothing new was done */
                            repeated: boolean;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The payment gateway refused the card or the refund */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The payment gateway or print provider did not answer as expected */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminOrdersOrderIdResendConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminOrdersOrderIdRetryFulfilment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminOrdersBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "retry-fulfilment" | "resend-confirmation";
                    orderIds: number[];
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            done: boolean;
                            message: string | null;
                            orderId: number;
                        }[];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminPaymentScripts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            checks: {
                                differences: {
                                    change: string;
                                    expected: string | null;
                                    file: string;
                                    found: string | null;
                                }[];
                                finishedAt: string | null;
                                id: number;
                                scripts: number;
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                startedAt: string;
                                trigger: string;
                            }[];
                            scripts: {
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                deployedAt: string;
                                deployedBy: string;
                                integrity: string;
                                path: string;
                                reason: string;
                                remote: string;
                                url: string;
                                version: string;
                            }[];
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminPaymentScriptsCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            differences: {
                                change: string;
                                expected: string | null;
                                file: string;
                                found: string | null;
                            }[];
                            finishedAt: string | null;
                            id: number;
                            scripts: number;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            startedAt: string;
                            trigger: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminReportsProductsCsv: {
        parameters: {
            query?: {
                from?: string;
                period?: "day" | "week" | "month";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminReportsSales: {
        parameters: {
            query?: {
                from?: string;
                period?: "day" | "week" | "month";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            byPeriod: {
                                /** @description money in integer cents */
                                grossCents: number;
                                /** @description money in integer cents */
                                netCents: number;
                                orders: number;
                                period: string;
                                /** @description money in integer cents */
                                refundsCents: number;
                            }[];
                            byProduct: {
                                /** @description money in integer cents */
                                grossCents: number;
                                /** @description money in integer cents */
                                netCents: number;
                                productId: string;
                                productTitle: string;
                                /** @description money in integer cents */
                                refundsCents: number;
                                units: number;
                            }[];
                            from: string;
                            /** @enum {string} */
                            period: "day" | "week" | "month";
                            to: string;
                            totals: {
                                /** @description money in integer cents */
                                grossCents: number;
                                /** @description money in integer cents */
                                netCents: number;
                                orders: number;
                                /** @description money in integer cents */
                                refundsCents: number;
                            };
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminReportsSalesCsv: {
        parameters: {
            query?: {
                from?: string;
                period?: "day" | "week" | "month";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminReviews: {
        parameters: {
            query?: {
                filter?: "all" | "visible" | "hidden" | "unanswered";
                page?: number;
                rating?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            body: string;
                            category: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            hiddenAt: string | null;
                            hiddenReason: ("spam" | "personal_data" | "offensive") | null;
                            id: number;
                            orderId: number | null;
                            productId: string;
                            productTitle: string;
                            rating: number;
                            repliedAt: string | null;
                            reply: string | null;
                            shopperEmail: string;
                            shopperName: string;
                            title: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            updatedAt: string;
                        }[];
                        message: string;
                        page: number;
                        /** @constant */
                        success: true;
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminReviewsIdHide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "spam" | "personal_data" | "offensive";
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            body: string;
                            category: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            hiddenAt: string | null;
                            hiddenReason: ("spam" | "personal_data" | "offensive") | null;
                            id: number;
                            orderId: number | null;
                            productId: string;
                            productTitle: string;
                            rating: number;
                            repliedAt: string | null;
                            reply: string | null;
                            shopperEmail: string;
                            shopperName: string;
                            title: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            updatedAt: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminReviewsIdReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reply: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            body: string;
                            category: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            hiddenAt: string | null;
                            hiddenReason: ("spam" | "personal_data" | "offensive") | null;
                            id: number;
                            orderId: number | null;
                            productId: string;
                            productTitle: string;
                            rating: number;
                            repliedAt: string | null;
                            reply: string | null;
                            shopperEmail: string;
                            shopperName: string;
                            title: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            updatedAt: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminReviewsIdUnhide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            body: string;
                            category: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            hiddenAt: string | null;
                            hiddenReason: ("spam" | "personal_data" | "offensive") | null;
                            id: number;
                            orderId: number | null;
                            productId: string;
                            productTitle: string;
                            rating: number;
                            repliedAt: string | null;
                            reply: string | null;
                            shopperEmail: string;
                            shopperName: string;
                            title: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            updatedAt: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminSubscribers: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            subscribedAt: string;
                        }[];
                        message: string;
                        page: number;
                        /** @constant */
                        success: true;
                        total: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminSubscribersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAdminTaxRegions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            country: string;
                            id: number;
                            label: string;
                            name: string;
                            rate: string;
                            ratePpm: number;
                            shippingTaxed: boolean;
                            subdivision: string;
                        }[];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAdminTaxRegions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country: string;
                    rate: string | number;
                    /** @default false */
                    shippingTaxed?: boolean;
                    /** @default  */
                    subdivision?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            country: string;
                            id: number;
                            label: string;
                            name: string;
                            rate: string;
                            ratePpm: number;
                            shippingTaxed: boolean;
                            subdivision: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putApiAdminTaxRegionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country: string;
                    rate: string | number;
                    /** @default false */
                    shippingTaxed?: boolean;
                    /** @default  */
                    subdivision?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            country: string;
                            id: number;
                            label: string;
                            name: string;
                            rate: string;
                            ratePpm: number;
                            shippingTaxed: boolean;
                            subdivision: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteApiAdminTaxRegionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            /** @description seconds before another code may be asked for */
                            resendIn: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description e-mail address
                     * @example ada@example.com
                     */
                    email: string;
                    guestUid?: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessToken: string;
                            favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                            refreshToken: string;
                            user: components["schemas"]["User"];
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAuthProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string;
                    city?: string;
                    /** @description ISO 3166-1 alpha-2, e.g. US */
                    country?: string;
                    fName: string;
                    lName: string;
                    phone?: string;
                    region?: string;
                    zip?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAuthRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessToken: string;
                            refreshToken: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAuthSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description e-mail address
                     * @example ada@example.com
                     */
                    email: string;
                    firstName?: string;
                    /** @description first name (or firstName) */
                    fName: string;
                    /** @description the guest's X-Guest-Uid: their wishlist and cart move into the account */
                    guestUid?: string;
                    lastName?: string;
                    /** @description last name (or lastName) */
                    lName: string;
                    /** @description at least 8 characters */
                    password: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            accessToken: string;
                            favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                            refreshToken: string;
                            user: components["schemas"]["User"];
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAuthUpdatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newPassword: string;
                    resetToken: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiAuthVerifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    otp: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            resetToken: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiBabyAccessories: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiBackupRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description embedded database on disk: how long every statement waited for the snapshot */
                            holdMs?: number;
                            /** @description the backup's manifest (tables, row counts, versions) */
                            manifest: {
                                [key: string]: unknown;
                            };
                            name: string;
                            secretsIncluded: boolean;
                            /** @description bytes */
                            size: number;
                            where: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiBags: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiBathroom: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiBeauty: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiBilingDetailsAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    address: string;
                    /** @default  */
                    city: string;
                    /**
                     * @description ISO 3166-1 alpha-2, e.g. US
                     * @default
                     */
                    country: string;
                    /** @default  */
                    email: string;
                    /** @default  */
                    fullName: string;
                    /** @default  */
                    phone: string;
                    /** @default  */
                    state: string;
                    /** @default  */
                    zipCode: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            city: string;
                            country: string;
                            email: string;
                            fullName: string;
                            phone: string;
                            state: string;
                            zipCode: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiBilingDetailsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    address: string;
                    /** @default  */
                    city: string;
                    /**
                     * @description ISO 3166-1 alpha-2, e.g. US
                     * @default
                     */
                    country: string;
                    /** @default  */
                    email: string;
                    /** @default  */
                    fullName: string;
                    /** @default  */
                    phone: string;
                    /** @default  */
                    state: string;
                    /** @default  */
                    zipCode: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            city: string;
                            country: string;
                            email: string;
                            fullName: string;
                            phone: string;
                            state: string;
                            zipCode: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiBlankets: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiBlogImagesFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiBlogDetailsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlogPost"];
                        message: string;
                        /** @description other posts on the same topic */
                        related: components["schemas"]["BlogSummary"][];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiBlogs: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlogSummary"][];
                        message: string;
                        pagination: {
                            currentPage: number;
                            hasNextPage?: boolean;
                            hasPrevPage?: boolean;
                            totalItems?: number;
                            totalPages: number;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiBlogsSlugSlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlogPost"];
                        message: string;
                        /** @description other posts on the same topic */
                        related: components["schemas"]["BlogSummary"][];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiBottlesTumblers: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiCanvas: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiCarAccessories: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiCoffee: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiDeploys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            remotes: {
                                canary: ({
                                    percent: number;
                                    version: string;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                history: {
                                    action: string;
                                    actor: string;
                                    /**
                                     * @description ISO 8601 time
                                     * @example 2026-11-29T08:00:00.000Z
                                     */
                                    createdAt: string;
                                    id: number;
                                    previous: string | null;
                                    reason: string | null;
                                    remote: string;
                                    version: string | null;
                                }[];
                                live: string | null;
                                name: string;
                                versions: {
                                    contentHash: string;
                                    /**
                                     * @description ISO 8601 time
                                     * @example 2026-11-29T08:00:00.000Z
                                     */
                                    createdAt: string;
                                    createdBy: string;
                                    entry: string;
                                    errorRate: number | null;
                                    errors: number;
                                    gate: string;
                                    gateReason: string | null;
                                    remote: string;
                                    renderFailures: number;
                                    source: string;
                                    status: string;
                                    version: string;
                                    views: number;
                                }[];
                            }[];
                            /** @description the registry revision, also the ETag */
                            revision: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiDeploysRemote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                remote: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    canary?: number;
                    files: {
                        data: string;
                        path: string;
                    }[];
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            canary: boolean;
                            revision: number;
                            version: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The If-Match revision is not the current one: read again, then retry */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Understood but not possible for this item */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiDeploysRemotePromote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                remote: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revision: number;
                            version: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The If-Match revision is not the current one: read again, then retry */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Understood but not possible for this item */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiDeploysRemoteRollback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                remote: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                    to?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            previous: string | null;
                            revision: number;
                            version: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The If-Match revision is not the current one: read again, then retry */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Understood but not possible for this item */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiDiscountCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @default 0 */
                    subtotalCents?: number;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description what the code takes off these goods */
                            cents: number;
                            code: string;
                            /** @enum {string} */
                            kind: "percent" | "fixed";
                            value: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiFaceMasks: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiFavouritesCartProviderItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiFavouritesCartAddRemove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    color?: string | null;
                    color_id?: number | null;
                    product_id: string | number;
                    quantity?: number;
                    size_id?: number | null;
                    sizes?: string | null;
                    /** @enum {string} */
                    type: "favorite" | "cart";
                    variant_id?: number | null;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the row added, or the one removed */
                        data: components["schemas"]["FavouritesCartEntry"];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiFavouritesCartCartItems: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiFavouritesCartUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: string | number;
                    quantity?: number;
                    variant_id: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiFavouritesCartUpdateCartQuantity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: ({
                        quantity: number;
                        variant_id: number;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiGlassware: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiHats: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            database: string;
                            products: number;
                            /** @constant */
                            status: "ok";
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not available right now (draining, or a dependency is down) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiHomeDecor: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiHomeProducts: {
        parameters: {
            query?: {
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                            mobileCovers: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                            mugs: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                            shoes: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                            tShirts: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                            womensSkirtsDresses: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiHoodies: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiJewelry: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiKidsClothingBabyClothing: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiKidsClothingBottoms: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiKidsClothingLongsleeve: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiKidsClothingOther: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiKidsClothingSportswear: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiKidsClothingSweatshirt: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiKidsClothingTShirts: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiKitchenAccessories: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMensClothingBottoms: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMensClothingHoodies: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMensClothingLongsleeve: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMensClothingShoes: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMensClothingSportswear: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMensClothingSweatshirt: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMensClothingSwimwear: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMensClothingTShirts: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMensClothingTanktops: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMobileCover: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMockupsShapeBaseAccentMotifView: {
        parameters: {
            query?: {
                quality?: number;
                t?: string;
                width?: number;
            };
            header?: never;
            path: {
                accent: string;
                base: string;
                motif: number;
                shape: string;
                view: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMousePads: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiMugs: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiNewsletterConfirm: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description See Other: the store page that takes it from here */
            303: {
                headers: {
                    /** @description where to go */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiNewsletterConfirm: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiNewsletterUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description See Other: the store page that takes it from here */
            303: {
                headers: {
                    /** @description where to go */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiNewsletterUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.oai.openapi+json": unknown;
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiOrderOrderIdShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            orderId: number;
                            paymentStatus: string;
                            shipment: {
                                carrier: string;
                                events: {
                                    /**
                                     * @description ISO 8601 time
                                     * @example 2026-11-29T08:00:00.000Z
                                     */
                                    at: string;
                                    description: string;
                                    /** @enum {string} */
                                    status: "in-production" | "shipped" | "in-transit" | "delivered";
                                }[];
                                trackingNumber: string;
                                trackingUrl: string | null;
                            } | null;
                            status: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiOrderProviderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"][];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiOrderDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: string | number;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            orderId: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: string | number;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            order: components["schemas"]["Order"];
                            orderDetails: components["schemas"]["OrderDetails"];
                            /** @description money in integer cents */
                            tax: number;
                            taxLabel: string | null;
                        };
                        message: string;
                        order: components["schemas"]["Order"];
                        /** @constant */
                        success: true;
                        /** @description money in integer cents */
                        tax: number;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiPaymentCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the total the shopper saw, in dollars ("34.78"): it must match the server total
                     * @default
                     */
                    amount: string;
                    /** @default USD */
                    currency?: string;
                    /** @default  */
                    name?: string;
                    /** @description the card token from the gateway's tokenizer */
                    opaqueData: {
                        dataDescriptor: string;
                        dataValue: string;
                    };
                    /**
                     * @description the order id
                     * @default
                     */
                    requestId: string | number;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alreadyPaid?: boolean;
                            /** @description money in integer cents */
                            amount: number;
                            brand: string | null;
                            last4: string | null;
                            orderId: number;
                            /** @constant */
                            status: "paid";
                            transactionId: string | null;
                        } | {
                            orderId: number;
                            /** @constant */
                            status: "confirming";
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Accepted: not finished yet (the data says what follows) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alreadyPaid?: boolean;
                            /** @description money in integer cents */
                            amount: number;
                            brand: string | null;
                            last4: string | null;
                            orderId: number;
                            /** @constant */
                            status: "paid";
                            transactionId: string | null;
                        } | {
                            orderId: number;
                            /** @constant */
                            status: "confirming";
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The payment gateway refused the card or the refund */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiPaymentConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            apiLoginId: string;
                            clientKey: string;
                            /** @constant */
                            kind: "dispatch-data";
                            scriptUrl: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not available right now (draining, or a dependency is down) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiPets: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiPillowsCovers: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiPlaceOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string;
                    billingDetails?: {
                        /** @default  */
                        address: string;
                        /** @default  */
                        city: string;
                        /**
                         * @description ISO 3166-1 alpha-2, e.g. US
                         * @default
                         */
                        country: string;
                        /** @default  */
                        email: string;
                        /** @default  */
                        fullName: string;
                        /** @default  */
                        phone: string;
                        /** @default  */
                        state: string;
                        /** @default  */
                        zipCode: string;
                    };
                    discountCode?: string;
                    items: ({
                        productId: string | number;
                        quantity: number;
                        variant_id: number;
                    } & {
                        [key: string]: unknown;
                    })[];
                    /** @default  */
                    shippingOption?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            order: components["schemas"]["Order"];
                            orderDetails: components["schemas"]["OrderDetails"];
                        };
                        message: string;
                        order: components["schemas"]["Order"];
                        orderDetails: components["schemas"]["OrderDetails"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiProductDetailsProductIdCategory: {
        parameters: {
            query?: {
                view?: "card";
            };
            header?: never;
            path: {
                category: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductDetail"];
                        diffProducts?: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        relatedProducts?: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        sameBlueprintProducts?: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiProductsProductIdReviews: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                /** @description first name and the last name's initial */
                                author: string;
                                body: string;
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                createdAt: string;
                                id: number;
                                rating: number;
                                repliedAt: string | null;
                                /** @description the owner's answer */
                                reply: string | null;
                                title: string;
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                updatedAt: string;
                            }[];
                            page: number;
                            summary: {
                                /** @description null when there are no reviews */
                                average: number | null;
                                count: number;
                            };
                            totalPages: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiProductsProductIdReviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    rating: number;
                    title: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description first name and the last name's initial */
                            author: string;
                            body: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            createdAt: string;
                            hiddenAt: string | null;
                            hiddenReason: ("spam" | "personal_data" | "offensive") | null;
                            id: number;
                            rating: number;
                            repliedAt: string | null;
                            /** @description the owner's answer */
                            reply: string | null;
                            title: string;
                            /**
                             * @description ISO 8601 time
                             * @example 2026-11-29T08:00:00.000Z
                             */
                            updatedAt: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiProviderProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            description: string;
                            id: string;
                            image: string | null;
                            price: number | null;
                            title: string;
                        }[];
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The payment gateway or print provider did not answer as expected */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            database: boolean;
                            draining: boolean;
                            redis: boolean | "not configured";
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not available right now (draining, or a dependency is down) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiRemoteErrors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    remote: string;
                    route: string;
                    version?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: not finished yet (the data says what follows) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            counted: boolean;
                            version?: string;
                        };
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiReviewsInvite: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            orderId: number;
                            productId: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Signed in without the role this route needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiReviewsMineProductId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description whether this account bought the product and so may review it */
                            eligible: boolean;
                            product: {
                                category: string;
                                id: string;
                                title: string;
                            };
                            /** @description why not, when not eligible */
                            reason?: string;
                            review: {
                                /** @description first name and the last name's initial */
                                author: string;
                                body: string;
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                createdAt: string;
                                hiddenAt: string | null;
                                hiddenReason: ("spam" | "personal_data" | "offensive") | null;
                                id: number;
                                rating: number;
                                repliedAt: string | null;
                                /** @description the owner's answer */
                                reply: string | null;
                                title: string;
                                /**
                                 * @description ISO 8601 time
                                 * @example 2026-11-29T08:00:00.000Z
                                 */
                                updatedAt: string;
                            } | null;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiRugsMats: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiSearchProducts: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    query?: string;
                    searchTerm?: string;
                    term?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                        /** @description true when the total was counted only up to a cap */
                        totalCapped: boolean;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiShippingCalculate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    address: string;
                    /** @default  */
                    city: string;
                    /**
                     * @description ISO 3166-1 alpha-2, e.g. US
                     * @default
                     */
                    country: string;
                    /** @default  */
                    email: string;
                    /** @default  */
                    fullName: string;
                    /** @default  */
                    phone: string;
                    /** @default  */
                    state: string;
                    /** @default  */
                    zipCode: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * @example {
                             *       "Standard": 499,
                             *       "Express": 1299
                             *     }
                             */
                            shippingOptions: {
                                [key: string]: number;
                            };
                        };
                        message: string;
                        /**
                         * @example {
                         *       "Standard": 499,
                         *       "Express": 1299
                         *     }
                         */
                        shippingOptions: {
                            [key: string]: number;
                        };
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiShopAccessories: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiShopClothing: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiShopHomeLiving: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiShopProducts: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiSocialImagePng: {
        parameters: {
            query: {
                src: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiSocks: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiSportsGames: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example ada@example.com */
                    email: string;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiSupplements: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiSweatshirts: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiTShirts: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiTowels: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiTravelAccessories: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiUpdateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    action: "cancel";
                    orderId: string | number;
                };
            };
        };
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            orderId: number;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflicts with the current state (already exists, already done, or changed meanwhile) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The payment gateway or print provider did not answer as expected */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postApiWebhooksProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            applied: boolean;
                            id: string;
                        };
                        message: string;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such item (the path names one that does not exist, or is not yours) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiWomensClothingBottoms: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiWomensClothingHoodies: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiWomensClothingLongsleeve: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiWomensClothingShoes: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiWomensClothingSkirtsAndDresses: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiWomensClothingSportswear: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiWomensClothingSweatshirt: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiWomensClothingSwimwear: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiWomensClothingTShirts: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getApiWomensClothingTanktops: {
        parameters: {
            query?: {
                color?: string;
                facets?: "0" | "1";
                maxPrice?: number;
                minPrice?: number;
                page?: number;
                size?: string;
                view?: "card";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: success, message and the data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: (components["schemas"]["ProductListItem"] | components["schemas"]["CardProduct"])[];
                        /** @description with ?facets=1: the sidebar's colours, sizes and price bounds */
                        facets?: {
                            colors: string[];
                            /** @description money in integer cents */
                            maxPrice: number;
                            /** @description money in integer cents */
                            minPrice: number;
                            sizes: string[];
                        };
                        favouritesCart: components["schemas"]["FavouritesCartEntry"][];
                        message: string;
                        pagination: components["schemas"]["Pagination"];
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Bad input, named in the message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in, or the access token sent has expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
