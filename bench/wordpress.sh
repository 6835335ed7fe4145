#!/usr/bin/env bash
# bash bench/wordpress.sh: WordPress as Debian packages it (6.1, default theme Twenty Twenty-Three)
# on http://127.0.0.1:8088/ with MariaDB and Apache, for `WORDPRESS_URL=http://127.0.0.1:8088/
# npm run audit:web` (docs/performance.md). Run as root on a machine you can change; it disables
# Apache's default site on port 80.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq wordpress mariadb-server apache2 libapache2-mod-php php-mysql >/dev/null
service mariadb start >/dev/null 2>&1 || (mysqld_safe >/dev/null 2>&1 &)
for _ in $(seq 1 30); do mysql -e 'select 1' >/dev/null 2>&1 && break; sleep 1; done
mysql -e "CREATE DATABASE IF NOT EXISTS wordpress;
  CREATE USER IF NOT EXISTS 'wp'@'localhost' IDENTIFIED BY 'wp-bench';
  GRANT ALL ON wordpress.* TO 'wp'@'localhost'; FLUSH PRIVILEGES;"
for host in 127.0.0.1 localhost; do
  cat >"/etc/wordpress/config-$host.php" <<'PHP'
<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'wp');
define('DB_PASSWORD', 'wp-bench');
define('DB_HOST', 'localhost');
define('WP_CONTENT_DIR', '/var/lib/wordpress/wp-content');
PHP
done
cat >/etc/apache2/sites-available/wordpress-bench.conf <<'CONF'
Listen 127.0.0.1:8088
<VirtualHost 127.0.0.1:8088>
  DocumentRoot /usr/share/wordpress
  Alias /wp-content /var/lib/wordpress/wp-content
  <Directory /usr/share/wordpress>
    Options FollowSymLinks
    AllowOverride Limit Options FileInfo
    DirectoryIndex index.php
    Require all granted
  </Directory>
  <Directory /var/lib/wordpress/wp-content>
    Options FollowSymLinks
    Require all granted
  </Directory>
</VirtualHost>
CONF
a2ensite wordpress-bench >/dev/null
a2dissite 000-default >/dev/null
sed -i 's/^Listen 80$/#Listen 80/' /etc/apache2/ports.conf
service apache2 restart >/dev/null
# WordPress's own installer, as a person fills it in.
curl -fsS -o /dev/null -X POST 'http://127.0.0.1:8088/wp-admin/install.php?step=2' \
  --data 'weblog_title=WordPress+bench&user_name=admin&admin_password=bench-only-9f3k&admin_password2=bench-only-9f3k&pw_weak=1&admin_email=admin%40example.com&blog_public=1'
curl -fsS http://127.0.0.1:8088/ | grep -o 'themes/[a-z0-9-]*' | sort -u
echo "WordPress is at http://127.0.0.1:8088/"
