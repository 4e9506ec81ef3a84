import { adoptContentSecurityPolicy } from './app/content-security-policy';
import { startApp } from './app/start-app';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

adoptContentSecurityPolicy();
void startApp(root);
