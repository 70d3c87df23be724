-- Tables the api expects in the accounting database (MySQL 8 / MariaDB 10.6+), see docs/accounting.md.
-- The api never creates or alters them: the accounting database belongs to the bookkeeping.
CREATE TABLE IF NOT EXISTS customers (
  id         INT UNSIGNED NOT NULL AUTO_INCREMENT,
  code       VARCHAR(20)  NULL,
  name       VARCHAR(200) NOT NULL,
  company    VARCHAR(200) NULL,
  email      VARCHAR(254) NOT NULL,
  phone      VARCHAR(50)  NULL,
  address    VARCHAR(300) NULL,
  zip        VARCHAR(20)  NULL,
  town       VARCHAR(200) NULL,
  country    VARCHAR(100) NULL,
  -- 1 active, 0 inactive
  status     TINYINT      NOT NULL DEFAULT 1,
  source     VARCHAR(50)  NOT NULL DEFAULT 'website',
  created_at TIMESTAMP    NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (id),
  -- Duplicates are prevented by e-mail address; the collation makes the comparison case-insensitive.
  UNIQUE KEY customers_email_unique (email),
  UNIQUE KEY customers_code_unique (code)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
