-- Deterministic seed of the blog (fixed dates, fixed order, so ids 1-12 on a fresh database).
-- Featured images are drawn by GET /api/blog-images/{slug}.svg. Post 8 deliberately carries an
-- XSS payload in its stored HTML: the sanitiser must render it inert (see e2e/content-blog-xss).
INSERT INTO blogs (slug, title, topic, featured_image, created_at, content) VALUES
('how-to-choose-the-perfect-custom-t-shirt', 'How to Choose the Perfect Custom T-Shirt', 'guides',
 '/api/blog-images/how-to-choose-the-perfect-custom-t-shirt.svg', '2025-01-08T09:00:00Z', $html$
<p>A great custom T-shirt starts long before the design is printed. The fabric, the fit and the weight of the blank decide how the shirt feels on the first day and how it looks after the twentieth wash. Here is how we help customers choose.</p>
<h2>Start with the fabric</h2>
<p>Ring-spun cotton is soft and breathable and takes ink beautifully. Cotton-polyester blends shrink less and keep their shape, which makes them a favourite for team shirts. Tri-blends add rayon for a drapey, vintage feel.</p>
<ul>
<li><strong>100% cotton</strong>: classic feel, vivid prints, best for everyday wear.</li>
<li><strong>Cotton/poly blend</strong>: durable and low-shrink, great for events.</li>
<li><strong>Tri-blend</strong>: ultra-soft and lightweight, ideal for fashion pieces.</li>
</ul>
<h2>Pick the right fit</h2>
<p>Unisex cuts are roomy and straight; fitted cuts follow the body more closely. When ordering for a group, check the size chart on the product page and compare it with a shirt you already love.</p>
<h3>Weight matters too</h3>
<p>Lightweight shirts (around 140 g/m²) are perfect for summer; heavyweight shirts (180 g/m² and up) feel premium and hold their structure.</p>
<blockquote>Tip: order one sample before a large run. Seeing the colour and fabric in person removes every surprise.</blockquote>
<p>Ready to start? Browse our <a href="/shop/t-shirts">custom T-shirts</a> and pick your favourite blank.</p>
$html$),
('dtg-vs-screen-printing-explained', 'DTG vs Screen Printing: Which One Is Right for You?', 'guides',
 '/api/blog-images/dtg-vs-screen-printing-explained.svg', '2025-01-15T09:00:00Z', $html$
<p>Direct-to-garment (DTG) and screen printing are the two most common ways to put a design on fabric. Both produce great results, but they shine in different situations.</p>
<h2>Direct-to-garment printing</h2>
<p>DTG works like an inkjet printer for clothing. The printer sprays water-based ink straight into the fibres, which means photographs, gradients and unlimited colours are no problem.</p>
<ul>
<li>No minimum order: one shirt costs the same to set up as a hundred.</li>
<li>Perfect for detailed, colourful artwork.</li>
<li>Soft hand feel because the ink sits inside the fabric.</li>
</ul>
<h2>Screen printing</h2>
<p>Screen printing pushes thick ink through a mesh stencil, one colour at a time. It is extremely durable and cost-effective for big runs of simple designs.</p>
<h3>So which should you pick?</h3>
<ol>
<li>Ordering a handful of shirts or a full-colour design? Choose DTG.</li>
<li>Ordering hundreds of shirts with two or three flat colours? Screen printing wins.</li>
</ol>
<p>Every product in our store is printed on demand with DTG or sublimation, so you can order a single piece without setup fees.</p>
$html$),
('designing-artwork-that-prints-beautifully', 'Designing Artwork That Prints Beautifully', 'design',
 '/api/blog-images/designing-artwork-that-prints-beautifully.svg', '2025-01-22T09:00:00Z', $html$
<p>What looks sharp on a screen does not always look sharp on a hoodie. A few simple habits make the difference between a print that pops and one that disappoints.</p>
<h2>Resolution and file format</h2>
<p>Create your artwork at 300 DPI at the final print size. For a standard front print that means roughly 4500 × 5400 pixels. Save it as a PNG with a transparent background so only your design is printed.</p>
<h2>Mind the edges</h2>
<p>Keep important text and details away from the edges of the print area. Seams, zippers and pockets can interrupt a design that runs too close to them.</p>
<h3>Colour choices</h3>
<ul>
<li>Bright colours on dark garments need a white underbase; our printers add it automatically.</li>
<li>Very thin lines (under 1 mm) may disappear on textured fabric.</li>
<li>Screen colours are RGB; fabric colours are mixed from inks, so neon shades can look softer.</li>
</ul>
<blockquote>Good design for print is bold, simple and high-contrast.</blockquote>
<p>Need help? Our designers create a free custom design for you: just ask through the chat link on any product page.</p>
$html$),
('caring-for-your-printed-hoodies', 'Caring for Your Printed Hoodies and Sweatshirts', 'care',
 '/api/blog-images/caring-for-your-printed-hoodies.svg', '2025-02-01T09:00:00Z', $html$
<p>A printed hoodie can last for years with the right care. These steps keep the colours bright and the fabric soft.</p>
<h2>Washing</h2>
<ol>
<li>Turn the garment inside out before washing.</li>
<li>Use cold water (30 °C or below) and a mild detergent.</li>
<li>Skip bleach and fabric softener; both attack the ink.</li>
</ol>
<h2>Drying and ironing</h2>
<p>Tumble dry on low or, even better, hang to dry. If you need to iron, do it inside out and never iron directly on the print.</p>
<h3>Storing</h3>
<p>Fold hoodies rather than hanging them for long periods; heavy fleece stretches on a hanger.</p>
<p>Looking for a new favourite? Explore our <a href="/shop/hoodies">hoodies</a> and <a href="/shop/sweatshirts">sweatshirts</a>.</p>
$html$),
('gift-ideas-custom-mugs', '10 Gift Ideas With Custom Mugs', 'gifts',
 '/api/blog-images/gift-ideas-custom-mugs.svg', '2025-02-10T09:00:00Z', $html$
<p>Mugs are the gift that gets used every single day. Add a personal design and a simple mug becomes a keepsake.</p>
<h2>Ideas that never miss</h2>
<ol>
<li>A family photo collage for grandparents.</li>
<li>An inside joke for your best friend.</li>
<li>The team logo for a new colleague's first day.</li>
<li>A hand-drawn sketch by your kids.</li>
<li>A favourite quote in elegant lettering.</li>
<li>A pet portrait.</li>
<li>A map of the city where you met.</li>
<li>A countdown to a wedding or a big trip.</li>
<li>A personalised name and monogram.</li>
<li>A matching pair for a couple.</li>
</ol>
<h2>Make it special</h2>
<p>Pair a mug with a bag of coffee or a handwritten note. Our mugs are dishwasher and microwave safe, so the design lasts as long as the memories.</p>
<p>Browse <a href="/shop/mugs">custom mugs</a> to get started.</p>
$html$),
('phone-case-materials-compared', 'Phone Case Materials Compared: Tough, Slim or Flexi?', 'guides',
 '/api/blog-images/phone-case-materials-compared.svg', '2025-02-18T09:00:00Z', $html$
<p>A custom phone case protects your phone and shows off your style. The right material depends on how you use your phone.</p>
<h2>Slim cases</h2>
<p>A single layer of hard polycarbonate keeps the phone thin and light. Great for everyday carry and vivid edge-to-edge prints.</p>
<h2>Tough cases</h2>
<p>A rubber inner layer absorbs shocks while the printed hard shell takes the scratches. Choose tough if you drop your phone more often than you would like to admit.</p>
<h2>Flexi cases</h2>
<p>Flexible TPU wraps the phone and is easy to put on and take off. The print is slightly glossy and the case grips well in the hand.</p>
<blockquote>All our cases keep full access to buttons, ports and cameras.</blockquote>
<p>See every model in our <a href="/shop/phone-cases">phone cases</a> collection.</p>
$html$),
('colour-theory-for-apparel-design', 'Colour Theory for Apparel Design', 'design',
 '/api/blog-images/colour-theory-for-apparel-design.svg', '2025-02-26T09:00:00Z', $html$
<p>Colour is the first thing people notice about a shirt. A little colour theory helps your designs feel intentional.</p>
<h2>Contrast is king</h2>
<p>Light designs on dark garments and dark designs on light garments are easy to read from a distance. Low contrast can look elegant up close but disappears across a room.</p>
<h2>Use a limited palette</h2>
<p>Two or three colours that work together look more professional than a rainbow. Try complementary pairs such as navy and orange, or analogous sets such as teal, green and lime.</p>
<h3>Think about the garment colour</h3>
<ul>
<li>Heather fabrics soften every colour printed on them.</li>
<li>Black garments make saturated colours glow.</li>
<li>Natural and cream tones suit vintage and earthy palettes.</li>
</ul>
<p>Experiment with different garment colours on the product page before you order.</p>
$html$),
('community-spotlight-customer-designs', 'Community Spotlight: Designs From Our Customers', 'design',
 '/api/blog-images/community-spotlight-customer-designs.svg', '2025-03-04T09:00:00Z', $html$
<p>Every month we feature designs our customers created in the store. This month: bold typography, retro sunsets and hand-drawn pets.</p>
<script>window.__xssExecuted = true; alert('xss');</script>
<h2>Retro sunsets are back</h2>
<p>Layered stripes of orange and pink on black tees were the most ordered custom design of the month.</p>
<img src="/api/blog-images/community-spotlight-customer-designs.svg" alt="Retro sunset design" onerror="window.__xssExecuted = true; alert('onerror')" />
<img src="x" onerror="window.__xssExecuted = true; alert('broken image')" />
<p>Want to be featured? <a href="javascript:window.__xssExecuted=true;alert('link')">Send us your design</a> or write to <a href="mailto:support@printpop.store" onclick="window.__xssExecuted = true">support@printpop.store</a>.</p>
<p style="color:red" onmouseover="window.__xssExecuted = true">Thanks to everyone who shared their creations with us!</p>
<iframe src="https://example.com/embed"></iframe>
$html$),
('sustainable-print-on-demand', 'Why Print on Demand Is a More Sustainable Choice', 'news',
 '/api/blog-images/sustainable-print-on-demand.svg', '2025-03-12T09:00:00Z', $html$
<p>Traditional merchandise is produced in bulk, shipped to warehouses and often ends up unsold. Print on demand turns that around: every item is made only after it is ordered.</p>
<h2>Less waste</h2>
<p>No overstock means no piles of unsold shirts. We print exactly what our customers buy.</p>
<h2>Water-based inks</h2>
<p>Our garment printers use water-based, non-toxic inks that are certified safe for skin and kinder to the environment.</p>
<h3>Shipping smarter</h3>
<ul>
<li>Orders are routed to the print facility closest to the customer.</li>
<li>Packaging is recyclable wherever possible.</li>
</ul>
<p>Read more about our shipping options on the <a href="/delivery-information">delivery information</a> page.</p>
$html$),
('matching-family-outfits', 'Matching Family Outfits for Your Next Trip', 'gifts',
 '/api/blog-images/matching-family-outfits.svg', '2025-03-20T09:00:00Z', $html$
<p>Matching outfits turn a family trip into a memory, and they make it much easier to spot everyone in a crowded airport.</p>
<h2>Choose a theme</h2>
<p>A destination name and the year, a family crest or a silly slogan: the simpler the theme, the better it works across sizes from baby bodysuits to adult hoodies.</p>
<h2>Mix garments, keep the design</h2>
<p>Not everyone wants the same shirt. Put the same design on T-shirts, sweatshirts and kids' long sleeves so everyone is comfortable.</p>
<blockquote>Order two weeks before you travel so there is time for production and delivery.</blockquote>
<p>Find pieces for every age in our <a href="/shop/clothing">clothing</a> collection.</p>
$html$),
('behind-the-scenes-lahore-studio', 'Behind the Scenes at Our Lahore Studio', 'news',
 '/api/blog-images/behind-the-scenes-lahore-studio.svg', '2025-03-28T09:00:00Z', $html$
<p>Our small team in Lahore, Pakistan designs, curates and supports every order in the store. Here is what a typical day looks like.</p>
<h2>Morning: new designs</h2>
<p>The day starts with design reviews. We check every new artwork for print quality, sizing and colour before it goes live.</p>
<h2>Afternoon: customer requests</h2>
<p>Custom design requests arrive through chat all day. Our designers send a free mock-up, usually within a few hours.</p>
<h3>Evening: quality checks</h3>
<p>We review tracking updates and reach out personally whenever a parcel is delayed.</p>
<p>Have a question for the team? <a href="mailto:support@printpop.store">Write to us</a> any time.</p>
$html$),
('sizing-guide-hoodies-and-sweatshirts', 'Sizing Guide: Hoodies and Sweatshirts', 'care',
 '/api/blog-images/sizing-guide-hoodies-and-sweatshirts.svg', '2025-04-05T09:00:00Z', $html$
<p>Ordering the right size online is easier than it sounds. Follow these steps and your hoodie will fit the first time.</p>
<h2>Measure a hoodie you love</h2>
<ol>
<li>Lay it flat on a table.</li>
<li>Measure straight across the chest, one inch below the armpits.</li>
<li>Measure the body length from the highest point of the shoulder to the hem.</li>
</ol>
<h2>Compare with the size chart</h2>
<p>Every product page lists exact measurements for each size. Pick the size whose chest width is closest to your measurement.</p>
<h3>Between two sizes?</h3>
<p>Size up for a relaxed, cosy fit; size down for a closer fit. Fleece may shrink slightly in a hot dryer, so follow the care label.</p>
<p>Shop <a href="/shop/hoodies">hoodies</a> with confidence.</p>
$html$);
