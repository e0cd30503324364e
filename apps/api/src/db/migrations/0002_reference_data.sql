-- Reference data shared by every company: currencies, banks offered per country, and the
-- province and state lists that address forms read from the signed-in user.

INSERT INTO currencies (alpha_code, numeric_code) VALUES
  ('USD', '840'), ('CAD', '124'), ('EUR', '978'), ('GBP', '826'), ('MXN', '484'),
  ('BRL', '986'), ('COP', '170'), ('UYU', '858'), ('ARS', '032'), ('HNL', '340'),
  ('CLP', '152'), ('PEN', '604');

CREATE TABLE banks (
  id integer PRIMARY KEY,
  country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  name text NOT NULL
);
CREATE INDEX banks_country_idx ON banks (country_code);

INSERT INTO banks (id, country_code, name) VALUES
  (1, 'US', 'JPMorgan Chase Bank'), (2, 'US', 'Bank of America'), (3, 'US', 'Wells Fargo Bank'),
  (4, 'US', 'Citibank'), (5, 'US', 'U.S. Bank'),
  (20, 'MX', 'BBVA México'), (21, 'MX', 'Banorte'), (22, 'MX', 'Santander México'),
  (23, 'MX', 'Banamex'), (24, 'MX', 'HSBC México'),
  (40, 'CA', 'Royal Bank of Canada'), (41, 'CA', 'TD Canada Trust'), (42, 'CA', 'Scotiabank'),
  (43, 'CA', 'BMO Bank of Montreal'), (44, 'CA', 'CIBC'),
  (60, 'GB', 'Barclays'), (61, 'GB', 'HSBC UK'), (62, 'GB', 'Lloyds Bank'), (63, 'GB', 'NatWest'),
  (80, 'IE', 'AIB'), (81, 'IE', 'Bank of Ireland'), (82, 'IE', 'PTSB'),
  (100, 'BR', 'Itaú Unibanco'), (101, 'BR', 'Bradesco'), (102, 'BR', 'Banco do Brasil'),
  (103, 'BR', 'Nubank'),
  (120, 'CO', 'Bancolombia'), (121, 'CO', 'Davivienda'), (122, 'CO', 'Banco de Bogotá');

CREATE TABLE regions (
  country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  code text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (country_code, code)
);

INSERT INTO regions (country_code, code, name) VALUES
  ('CA', 'AB', 'Alberta'), ('CA', 'BC', 'British Columbia'), ('CA', 'MB', 'Manitoba'),
  ('CA', 'NB', 'New Brunswick'), ('CA', 'NL', 'Newfoundland and Labrador'),
  ('CA', 'NS', 'Nova Scotia'), ('CA', 'NT', 'Northwest Territories'), ('CA', 'NU', 'Nunavut'),
  ('CA', 'ON', 'Ontario'), ('CA', 'PE', 'Prince Edward Island'), ('CA', 'QC', 'Quebec'),
  ('CA', 'SK', 'Saskatchewan'), ('CA', 'YT', 'Yukon'),
  ('US', 'AL', 'Alabama'), ('US', 'AK', 'Alaska'), ('US', 'AZ', 'Arizona'),
  ('US', 'AR', 'Arkansas'), ('US', 'CA', 'California'), ('US', 'CO', 'Colorado'),
  ('US', 'CT', 'Connecticut'), ('US', 'DE', 'Delaware'), ('US', 'DC', 'District of Columbia'),
  ('US', 'FL', 'Florida'), ('US', 'GA', 'Georgia'), ('US', 'HI', 'Hawaii'), ('US', 'ID', 'Idaho'),
  ('US', 'IL', 'Illinois'), ('US', 'IN', 'Indiana'), ('US', 'IA', 'Iowa'), ('US', 'KS', 'Kansas'),
  ('US', 'KY', 'Kentucky'), ('US', 'LA', 'Louisiana'), ('US', 'ME', 'Maine'),
  ('US', 'MD', 'Maryland'), ('US', 'MA', 'Massachusetts'), ('US', 'MI', 'Michigan'),
  ('US', 'MN', 'Minnesota'), ('US', 'MS', 'Mississippi'), ('US', 'MO', 'Missouri'),
  ('US', 'MT', 'Montana'), ('US', 'NE', 'Nebraska'), ('US', 'NV', 'Nevada'),
  ('US', 'NH', 'New Hampshire'), ('US', 'NJ', 'New Jersey'), ('US', 'NM', 'New Mexico'),
  ('US', 'NY', 'New York'), ('US', 'NC', 'North Carolina'), ('US', 'ND', 'North Dakota'),
  ('US', 'OH', 'Ohio'), ('US', 'OK', 'Oklahoma'), ('US', 'OR', 'Oregon'),
  ('US', 'PA', 'Pennsylvania'), ('US', 'RI', 'Rhode Island'), ('US', 'SC', 'South Carolina'),
  ('US', 'SD', 'South Dakota'), ('US', 'TN', 'Tennessee'), ('US', 'TX', 'Texas'),
  ('US', 'UT', 'Utah'), ('US', 'VT', 'Vermont'), ('US', 'VA', 'Virginia'),
  ('US', 'WA', 'Washington'), ('US', 'WV', 'West Virginia'), ('US', 'WI', 'Wisconsin'),
  ('US', 'WY', 'Wyoming');
